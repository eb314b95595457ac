import { expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { LatestRead, siteSettingsStore } from "./latest-read.server.ts";

/** A database whose reads of the settings row (as text) are answered by hand, in any order: each read's phone number tells them apart. */
function heldReads() {
  const answers: Array<(rows: Array<{ stored: string }>) => void> = [];
  const db = { select: () => ({ from: () => ({ where: () => new Promise((resolve) => answers.push(resolve)) }) }) } as unknown as Db;
  const answer = (read: number, phone: string) => answers[read]!([{ stored: JSON.stringify({ ...siteSettingsSeed, phone }) }]);
  return { db, answer };
}

it("never goes back to an older read's settings when it answers after a newer one", async () => {
  const { db, answer } = heldReads();
  const store = siteSettingsStore(db);
  const older = store.read();
  const newer = store.read();
  answer(1, "(704) 555-0202");
  expect((await newer).phone).toBe("(704) 555-0202");
  answer(0, "(704) 555-0101");
  // The request that began the older read renders with what it found…
  expect((await older).phone).toBe("(704) 555-0101");
  // …but what the instance holds for the next one stays the newer settings.
  expect(store.current.phone).toBe("(704) 555-0202");
});

it("takes each read's settings when they answer in the order they began", async () => {
  const { db, answer } = heldReads();
  const store = siteSettingsStore(db);
  const first = store.read();
  const second = store.read();
  answer(0, "(704) 555-0101");
  await first;
  expect(store.current.phone).toBe("(704) 555-0101");
  answer(1, "(704) 555-0202");
  await second;
  expect(store.current.phone).toBe("(704) 555-0202");
});

it("keeps the last value read when a read fails", async () => {
  let fail = false;
  const store = new LatestRead(
    async () => {
      if (fail) throw new Error("connection refused");
      return ["troutman"];
    },
    [] as string[],
    "the towns",
  );
  expect(await store.read()).toEqual(["troutman"]);
  fail = true;
  expect(await store.read()).toEqual(["troutman"]);
  expect(store.current).toEqual(["troutman"]);
});
