import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { eq } from "drizzle-orm";
import { administrators, recoveryCodes, sessions } from "#app/db/schema.ts";
import { createAdministratorSession } from "#app/services/auth.server.ts";
import { verifyPassword } from "#app/services/passwords.server.ts";
import { issueRecoveryCodes } from "#app/services/two-factor.server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "lakefront-admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin:create` as a person would, with the password on standard input. */
function run(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/admin-create.ts", ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "error", NODE_ENV: "test" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

describe("npm run admin:create", () => {
  it("refuses a short password or a bad address and changes nothing", async () => {
    const short = await run(["--email", "ada@example.com", "--password-stdin"], "too short\n");
    expect(short.code).toBe(1);
    expect(short.output).toContain("at least 12 characters");
    const bad = await run(["--email", "not-an-address", "--password-stdin"], "long enough password\n");
    expect(bad.code).toBe(1);
    expect(bad.output).toContain("is not an e-mail address");
  });

  it("refuses while a running server holds the embedded database", async () => {
    // This test process opens the database as a running server does, and so holds its lock.
    const server = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const locked = await run(["--email", "ada@example.com", "--password-stdin"], "long enough password\n");
      expect(locked.code).toBe(1);
      expect(locked.output).toContain(`already open in another process (pid ${process.pid} when it opened it)`);
      expect(locked.output).toContain("stop the site, run this again");
    } finally {
      await server.close();
    }
  });

  it("creates the administrator in DATA_DIR, then updates the password on a second run", async () => {
    const first = await run(["--email", "Ada@Example.com", "--name", "Ada Lovelace", "--password-stdin"], "first long password\n");
    expect(first.output).toContain("Created administrator ada@example.com");
    expect(first.code).toBe(0);
    const second = await run(["--email", "ada@example.com", "--password-stdin"], "second long password\n");
    expect(second.output).toContain("Updated administrator ada@example.com");
    expect(second.code).toBe(0);

    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const rows = await database.db.select().from(administrators);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace" });
      expect(await verifyPassword("second long password", rows[0]!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("--reset-2fa turns two-step sign-in off for a locked-out administrator and ends their sessions", async () => {
    const misuse = await run(["--email", "ada@example.com", "--reset-2fa", "--password-stdin"], "a long enough password\n");
    expect(misuse.code).toBe(1);
    expect(misuse.output).toContain("--reset-2fa changes nothing but two-step sign-in");
    const unknown = await run(["--email", "nobody@example.com", "--reset-2fa"], "");
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("There is no administrator nobody@example.com");

    let database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const [ada] = await database.db.select().from(administrators).where(eq(administrators.email, "ada@example.com"));
      await database.db.update(administrators).set({ totpSecret: "v1.x.y.z", totpLastTimeStep: 1 }).where(eq(administrators.id, ada!.id));
      await issueRecoveryCodes(database.db, ada!.id);
      await createAdministratorSession(database.db, ada!.id);
    } finally {
      await database.close();
    }

    const reset = await run(["--email", "ADA@example.com", "--reset-2fa"], "");
    expect(reset.output).toContain("Two-step sign-in is off for ada@example.com");
    expect(reset.code).toBe(0);

    database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const [ada] = await database.db.select().from(administrators).where(eq(administrators.email, "ada@example.com"));
      expect(ada).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null });
      expect(await verifyPassword("second long password", ada!.passwordHash)).toBe(true);
      expect(await database.db.select().from(recoveryCodes)).toHaveLength(0);
      expect(await database.db.select().from(sessions)).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
