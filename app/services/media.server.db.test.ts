import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { mediaFiles } from "#app/db/schema.ts";
import { MEDIA, MEDIA_MESSAGES } from "#app/lib/constants.ts";
import { parseMediaUrl } from "#app/lib/media-keys.ts";
import { createTestDatabase } from "#tests/database.ts";
import { logger } from "#app/lib/logger.server.ts";
import { handleUpload, MediaError, readMedia, storeImage } from "./media.server.ts";

let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lakefront-media-"));
  await database.db.delete(mediaFiles);
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A photo-like image (noise, so the encoders have real work). */
function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3a6b8c", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
}

const storedKeys = async () => (await database.db.select({ key: mediaFiles.key }).from(mediaFiles)).map((row) => row.key).sort();

async function expectRefused(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect(error).toMatchObject({ status, message });
  expect(await storedKeys()).toEqual([]);
  expect(existsSync(path.join(dataDir, "media"))).toBe(false);
}

describe("storeImage", () => {
  it("stores a PNG as WebP variants at 480, 960 and 1600 in the database and on disk", async () => {
    const png = await image(2000, 1000).png().toBuffer();
    const stored = await storeImage(database.db, dataDir, png, { originalName: "lake.png" });

    const key = parseMediaUrl(stored.url);
    expect(key).not.toBeNull();
    expect(stored).toEqual({ url: `/media/${key!.id}/1600.webp`, width: 1600, height: 800 });

    const rows = await database.db.select().from(mediaFiles).orderBy(mediaFiles.width);
    expect(rows.map((row) => [row.key, row.width, row.height, row.contentType])).toEqual([
      [`${key!.id}/480.webp`, 480, 240, "image/webp"],
      [`${key!.id}/960.webp`, 960, 480, "image/webp"],
      [`${key!.id}/1600.webp`, 1600, 800, "image/webp"],
    ]);
    for (const row of rows) {
      expect(row.originalName).toBe("lake.png");
      expect(row.byteSize).toBe(row.bytes.byteLength);
      const file = path.join(dataDir, "media", row.key);
      expect(readFileSync(file).equals(row.bytes)).toBe(true);
      const metadata = await sharp(row.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", row.width, row.height]);
    }
  });

  it("never upscales: a 1200 px JPEG gets 480, 960 and 1200; a 300 px one only 300", async () => {
    const medium = await storeImage(database.db, dataDir, await image(1200, 900).jpeg().toBuffer());
    expect(medium.width).toBe(1200);
    const small = await storeImage(database.db, dataDir, await image(300, 200).jpeg().toBuffer());
    expect(small).toMatchObject({ width: 300, height: 200 });

    const mediumId = parseMediaUrl(medium.url)!.id;
    const smallId = parseMediaUrl(small.url)!.id;
    expect(await storedKeys()).toEqual([`${mediumId}/480.webp`, `${mediumId}/960.webp`, `${mediumId}/1200.webp`, `${smallId}/300.webp`].sort());
  });

  it("turns a photo upright by its EXIF orientation and strips the metadata", async () => {
    // Stored 400 × 200 with "rotate 90°": the photo is 200 wide and 400 high.
    const jpeg = await image(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Lakefront test" } } })
      .toBuffer();
    const stored = await storeImage(database.db, dataDir, jpeg);
    expect(stored).toMatchObject({ width: 200, height: 400 });

    const [row] = await database.db.select().from(mediaFiles);
    const metadata = await sharp(row!.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it("accepts WebP, GIF and AVIF", async () => {
    for (const bytes of [await image(500, 300).webp().toBuffer(), await image(500, 300).gif().toBuffer(), await image(500, 300).avif().toBuffer()]) {
      expect((await storeImage(database.db, dataDir, bytes)).width).toBe(500);
    }
  });

  it("refuses a text file named .png, judging by content", async () => {
    await expectRefused(
      storeImage(database.db, dataDir, Buffer.from("just some notes, not a picture\n"), { originalName: "notes.png" }),
      415,
      MEDIA_MESSAGES.notAnImage,
    );
  });

  it("refuses SVG, which can carry scripts, and other formats sharp reads", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>');
    await expectRefused(storeImage(database.db, dataDir, svg, { originalName: "logo.svg" }), 415, MEDIA_MESSAGES.unsupported);
    const tiff = await image(100, 100).tiff().toBuffer();
    await expectRefused(storeImage(database.db, dataDir, tiff), 415, MEDIA_MESSAGES.unsupported);
  });

  it("refuses a payload over 10 MB and an empty one", async () => {
    await expectRefused(storeImage(database.db, dataDir, Buffer.alloc(MEDIA.maxBytes + 1)), 413, "Images must be 10 MB or smaller");
    await expectRefused(storeImage(database.db, dataDir, Buffer.alloc(0)), 400, MEDIA_MESSAGES.missing);
  });

  it("refuses an image of more pixels than the limit, however small the file", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(MEDIA.maxBytes);
    await expectRefused(storeImage(database.db, dataDir, bomb), 422, "Images must be 60 megapixels or smaller");
  });

  it("refuses a damaged image whose header is fine", async () => {
    const png = await image(600, 400).png().toBuffer();
    await expectRefused(storeImage(database.db, dataDir, png.subarray(0, png.byteLength / 2)), 422, MEDIA_MESSAGES.unreadable);
  });
});

describe("readMedia", () => {
  it("serves the disk copy, and re-makes a deleted one from the database", async () => {
    const stored = await storeImage(database.db, dataDir, await image(700, 350).png().toBuffer());
    const key = stored.url.slice("/media/".length);
    const file = path.join(dataDir, "media", key);
    const original = readFileSync(file);

    expect(await readMedia(database.db, dataDir, key)).toEqual({ file });
    rmSync(file);
    expect(await readMedia(database.db, dataDir, key)).toEqual({ file });
    expect(readFileSync(file).equals(original)).toBe(true);
  });

  it("lets another instance, with its own empty media directory, serve the upload", async () => {
    const stored = await storeImage(database.db, dataDir, await image(500, 500).png().toBuffer());
    const key = stored.url.slice("/media/".length);
    const otherDataDir = mkdtempSync(path.join(tmpdir(), "lakefront-media-other-"));
    try {
      const found = await readMedia(database.db, otherDataDir, key);
      expect(found).toEqual({ file: path.join(otherDataDir, "media", key) });
      expect(readFileSync(path.join(otherDataDir, "media", key)).equals(readFileSync(path.join(dataDir, "media", key)))).toBe(true);
    } finally {
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it("finds nothing for unknown keys and for paths outside the media directory", async () => {
    writeFileSync(path.join(dataDir, "session-secret"), "secret");
    expect(await readMedia(database.db, dataDir, "0b7f8c1e-6a2d-4f3b-9c4e-5d6a7b8c9d0e/480.webp")).toBeNull();
    expect(await readMedia(database.db, dataDir, "../session-secret")).toBeNull();
    expect(await readMedia(database.db, dataDir, "0b7f8c1e-6a2d-4f3b-9c4e-5d6a7b8c9d0e/../../session-secret")).toBeNull();
  });
});

describe("handleUpload", () => {
  const administrator = async () => ({ id: "admin-1" });
  const upload = (file: Blob | string | null, name = "photo.jpg", method = "POST") => {
    const body = new FormData();
    if (typeof file === "string") body.append("file", file);
    else if (file !== null) body.append("file", file, name);
    return new Request("http://localhost/admin/uploads", method === "GET" ? { method } : { method, body });
  };

  it("checks the session first; a refusal is passed on, with the body read to its end and nothing stored", async () => {
    const unauthorized = Response.json({ error: "Unauthorized" }, { status: 401 });
    const request = upload(new Blob([await image(300, 300).png().toBuffer()]));
    const refused = await handleUpload(database.db, dataDir, request, () => Promise.reject(unauthorized)).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(refused).toBe(unauthorized);
    expect(request.bodyUsed).toBe(true);
    expect(await storedKeys()).toEqual([]);
  });

  it("answers 201 with the URL and size of the largest variant", async () => {
    const response = await handleUpload(database.db, dataDir, upload(new Blob([await image(1000, 500).jpeg().toBuffer()])), administrator);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body).toEqual({ url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/1000\.webp$/), width: 1000, height: 500 });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a non-image with its message as JSON, and logs it", async () => {
    const warn = vi.spyOn(logger, "warn");
    const response = await handleUpload(database.db, dataDir, upload(new Blob(["<html>hi</html>"]), "hero.png"), administrator);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Only image files can be uploaded" });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 415, originalName: "hero.png", reason: "Only image files can be uploaded" }),
      "image upload refused",
    );
    expect(await storedKeys()).toEqual([]);
  });

  it("asks for a file when there is none, and serves POST only", async () => {
    const missing = await handleUpload(database.db, dataDir, upload(null), administrator);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Choose an image file to upload" });
    const text = await handleUpload(database.db, dataDir, upload("not a file"), administrator);
    expect(text.status).toBe(400);
    const get = await handleUpload(database.db, dataDir, upload(null, "", "GET"), administrator);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("logs an unexpected failure and answers 500 without details", async () => {
    const error = vi.spyOn(logger, "error");
    await database.db.execute("ALTER TABLE media_files RENAME TO media_files_gone" as never);
    try {
      const response = await handleUpload(database.db, dataDir, upload(new Blob([await image(100, 100).png().toBuffer()])), administrator);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: MEDIA_MESSAGES.failed });
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ originalName: "photo.jpg" }), "image upload failed");
      // The image's bytes never reach the log.
      expect(
        JSON.stringify(error.mock.calls, (_key, value: unknown) => (value instanceof Error ? { message: value.message, cause: value.cause } : value)).length,
      ).toBeLessThan(2000);
    } finally {
      await database.db.execute("ALTER TABLE media_files_gone RENAME TO media_files" as never);
    }
  });
});

describe("the media_files row", () => {
  it("keeps the bytes exactly", async () => {
    const stored = await storeImage(database.db, dataDir, await image(480, 480).png().toBuffer());
    const key = stored.url.slice("/media/".length);
    const [row] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
    expect(Buffer.isBuffer(row!.bytes)).toBe(true);
    expect(row!.bytes.equals(readFileSync(path.join(dataDir, "media", key)))).toBe(true);
  });
});
