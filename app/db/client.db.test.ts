import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseInUseError, openDatabase } from "./client.server.ts";

const root = mkdtempSync(path.join(tmpdir(), "lakefront-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("openDatabase on an embedded data directory", () => {
  it("refuses a second owner of the same directory, and frees it on close", async () => {
    const dataDir = path.join(root, "db");
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it("takes over a lock left by a process that is gone", async () => {
    const dataDir = path.join(root, "stale");
    writeFileSync(`${dataDir}.lock`, "999999999");
    const database = await openDatabase({ dataDir });
    await database.close();
  }, 60_000);
});
