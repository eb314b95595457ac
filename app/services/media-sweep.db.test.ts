import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, mediaFiles } from "#app/db/schema.ts";
import { MEDIA } from "#app/lib/constants.ts";
import { parseMediaUrl } from "#app/lib/media-keys.ts";
import { storedMediaIds } from "#app/models/media-files.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { storeImage } from "./media.server.ts";
import { startMediaSweep, sweepUnusedMedia } from "./media-sweep.server.ts";

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lakefront-sweep-"));
  await Promise.all([database.db.delete(mediaFiles), database.db.delete(blogPosts)]);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function upload() {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#3a6b8c" } })
    .png()
    .toBuffer();
  const { url } = await storeImage(database.db, dataDir, png, { originalName: "dock.png" });
  const id = parseMediaUrl(url)!.id;
  return { id, url, folder: path.join(dataDir, "media", id) };
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60_000);

/** A disk copy of an upload whose rows are gone, as another instance's delete leaves this one. */
function strayDiskCopy(id = crypto.randomUUID()) {
  const folder = path.join(dataDir, "media", id);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "480.webp"), "stale");
  return folder;
}

describe("sweepUnusedMedia", () => {
  it("keeps unused uploads through the grace period, then deletes their rows and disk copies; a used one stays", async () => {
    const kept = await upload();
    const dropped = await upload();
    await database.db.insert(blogPosts).values({ slug: "dock", title: "Dock", authorName: "Meredith", content: `![Dock](${kept.url})` });

    expect(MEDIA.unusedGraceMs).toBe(24 * 60 * 60_000);
    expect(await sweepUnusedMedia(database.db, dataDir, hoursFromNow(23))).toEqual({ deleted: [], diskCopiesRemoved: 0 });
    expect(existsSync(dropped.folder)).toBe(true);

    expect(await sweepUnusedMedia(database.db, dataDir, hoursFromNow(25))).toEqual({ deleted: [dropped.id], diskCopiesRemoved: 1 });
    expect(await storedMediaIds(database.db)).toEqual(new Set([kept.id]));
    expect(existsSync(dropped.folder)).toBe(false);
    expect(existsSync(path.join(kept.folder, "480.webp"))).toBe(true);
  });

  it("keeps an old upload a post used until a moment ago for a whole grace period after its last use", async () => {
    const image = await upload();
    const [post] = await database.db
      .insert(blogPosts)
      .values({ slug: "dock", title: "Dock", authorName: "Meredith", content: `Intro\n\n![Dock](${image.url})` })
      .returning({ id: blogPosts.id });
    await database.db
      .update(mediaFiles)
      .set({ createdAt: hoursFromNow(-72) })
      .where(sql`${mediaFiles.key} LIKE ${`${image.id}/%`}`);
    // The agent cuts the paragraph with the image; autosave stores it before she pastes it back.
    await database.db.update(blogPosts).set({ content: "Intro" }).where(eq(blogPosts.id, post!.id));

    expect(await sweepUnusedMedia(database.db, dataDir)).toEqual({ deleted: [], diskCopiesRemoved: 0 });
    expect(await sweepUnusedMedia(database.db, dataDir, hoursFromNow(23))).toEqual({ deleted: [], diskCopiesRemoved: 0 });
    expect(await storedMediaIds(database.db)).toEqual(new Set([image.id]));

    expect(await sweepUnusedMedia(database.db, dataDir, hoursFromNow(25))).toEqual({ deleted: [image.id], diskCopiesRemoved: 1 });
    expect(existsSync(image.folder)).toBe(false);
  });

  it("removes this instance's disk copies of uploads deleted elsewhere, and nothing else in the folder", async () => {
    const stored = await upload();
    const stray = strayDiskCopy();
    const other = path.join(dataDir, "media", "notes.txt");
    writeFileSync(other, "not an upload");

    expect(await sweepUnusedMedia(database.db, dataDir, new Date())).toEqual({ deleted: [], diskCopiesRemoved: 1 });
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(stored.folder)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });

  it("is safe when two instances sweep at once: each upload is deleted by one of them", async () => {
    const uploads = await Promise.all([upload(), upload(), upload()]);
    const [first, second] = await Promise.all([
      sweepUnusedMedia(database.db, dataDir, hoursFromNow(25)),
      sweepUnusedMedia(database.db, dataDir, hoursFromNow(25)),
    ]);
    expect([...first.deleted, ...second.deleted].sort()).toEqual(uploads.map((item) => item.id).sort());
    expect(await storedMediaIds(database.db)).toEqual(new Set());
  });

  it("works before any upload made the media folder", async () => {
    expect(await sweepUnusedMedia(database.db, dataDir, hoursFromNow(25))).toEqual({ deleted: [], diskCopiesRemoved: 0 });
  });
});

describe("startMediaSweep", () => {
  // Its timing (every interval, a pass at a time, nothing after stop) is periodic-task.server.test.ts's.
  it("sweeps on its interval", async () => {
    const sweep = startMediaSweep(database.db, dataDir, 20);
    const first = strayDiskCopy();
    await expect.poll(() => existsSync(first)).toBe(false);
    await sweep.stop();
  });
});
