import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { mediaFiles, soldProperties } from "#app/db/schema.ts";
import { MEDIA_LIBRARY_MESSAGES } from "#app/lib/admin-paths.ts";
import { parseMediaUrl } from "#app/lib/media-keys.ts";
import { mediaChoicesSchema } from "#app/lib/media-library.ts";
import { storedMediaIds } from "#app/models/media-files.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { deleteMediaImage, keepMediaChoice, loadMediaChoices, loadMediaLibrary } from "./admin-media.server.ts";
import { storeImage } from "./media.server.ts";
import { sweepUnusedMedia } from "./media-sweep.server.ts";

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lakefront-library-"));
  await Promise.all([database.db.delete(mediaFiles), database.db.delete(soldProperties)]);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function upload(width = 1200) {
  const jpeg = await sharp({ create: { width, height: width / 2, channels: 3, background: "#3a6b8c" } })
    .jpeg()
    .toBuffer();
  const { url } = await storeImage(database.db, dataDir, jpeg, { originalName: "boathouse.jpg" });
  const id = parseMediaUrl(url)!.id;
  return { id, url, folder: path.join(dataDir, "media", id) };
}

const deleteForm = (id: string) => {
  const form = new FormData();
  form.set("intent", "delete");
  form.set("id", id);
  return form;
};
const administrator = { id: "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f" };

async function addSoldHome(imageUrl: string) {
  const [home] = await database.db
    .insert(soldProperties)
    .values({ mlsId: "4200001", address: "8 Harbor Ln", city: "Cornelius", price: 1, beds: 1, baths: 1, sqft: 1, imageUrl })
    .returning({ id: soldProperties.id });
  return home!.id;
}

describe("loadMediaLibrary", () => {
  it("shows each upload's largest size, its thumbnail, its stored bytes and who uses it", async () => {
    const image = await upload(1200);
    const homeId = await addSoldHome(image.url);
    const library = await loadMediaLibrary(database.db, 1);
    expect(library).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(library.images).toEqual([
      {
        id: image.id,
        url: `/media/${image.id}/1200.webp`,
        thumbnailUrl: `/media/${image.id}/480.webp`,
        width: 1200,
        height: 600,
        byteSize: expect.any(Number),
        variants: 3,
        originalName: "boathouse.jpg",
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        usages: [{ kind: "sold", ref: homeId, label: "8 Harbor Ln" }],
      },
    ]);
    const rows = await database.db.select({ byteSize: mediaFiles.byteSize }).from(mediaFiles);
    expect(library.images[0]!.byteSize).toBe(rows.reduce((sum, row) => sum + row.byteSize, 0));
  });

  it("gives the picker what its schema reads", async () => {
    const image = await upload(300);
    const choices = await loadMediaChoices(database.db, 1);
    expect(mediaChoicesSchema.parse(choices)).toEqual({
      images: [
        {
          id: image.id,
          url: `/media/${image.id}/300.webp`,
          thumbnailUrl: `/media/${image.id}/300.webp`,
          width: 300,
          height: 150,
          originalName: "boathouse.jpg",
        },
      ],
      page: 1,
      pages: 1,
    });
  });
});

describe("keepMediaChoice", () => {
  const idForm = (id: string) => {
    const form = new FormData();
    form.set("id", id);
    return form;
  };

  it("gives a chosen unused upload a new grace, so the next sweeps keep it until the form is saved", async () => {
    const image = await upload();
    await database.db.update(mediaFiles).set({ createdAt: new Date(Date.now() - 72 * 3_600_000), unusedSince: new Date(Date.now() - 48 * 3_600_000) });
    expect(await keepMediaChoice(database.db, idForm(image.id))).toEqual({ status: 200, answer: { ok: true } });
    expect(await sweepUnusedMedia(database.db, dataDir)).toMatchObject({ deleted: [] });
    expect(await storedMediaIds(database.db)).toEqual(new Set([image.id]));
  });

  it("says so when the chosen upload has just been deleted, and refuses a request without a valid id", async () => {
    const image = await upload();
    await deleteMediaImage(database.db, dataDir, deleteForm(image.id), administrator);
    expect(await keepMediaChoice(database.db, idForm(image.id))).toEqual({ status: 404, answer: { error: MEDIA_LIBRARY_MESSAGES.chosenGone } });
    expect(await keepMediaChoice(database.db, idForm("../db"))).toEqual({ status: 400, answer: { error: MEDIA_LIBRARY_MESSAGES.chooseFailed } });
    expect(await keepMediaChoice(database.db, null)).toEqual({ status: 400, answer: { error: MEDIA_LIBRARY_MESSAGES.chooseFailed } });
  });
});

describe("deleteMediaImage", () => {
  it("deletes an unused upload's rows and disk copies", async () => {
    const image = await upload();
    expect(existsSync(image.folder)).toBe(true);
    expect(await deleteMediaImage(database.db, dataDir, deleteForm(image.id), administrator)).toEqual({
      status: 200,
      answer: { ok: true, message: MEDIA_LIBRARY_MESSAGES.deleted },
    });
    expect(await storedMediaIds(database.db)).toEqual(new Set());
    expect(existsSync(image.folder)).toBe(false);
    // Deleted already (another tab, another administrator): said so, nothing else happens.
    expect(await deleteMediaImage(database.db, dataDir, deleteForm(image.id), administrator)).toEqual({
      status: 404,
      answer: { ok: false, message: MEDIA_LIBRARY_MESSAGES.missing, errors: {} },
    });
  });

  it("refuses an upload a record uses, even one the page showed as unused, and keeps everything", async () => {
    const image = await upload();
    // Used since the library was shown.
    const homeId = await addSoldHome(image.url);
    expect(await deleteMediaImage(database.db, dataDir, deleteForm(image.id), administrator)).toEqual({
      status: 409,
      answer: { ok: false, message: MEDIA_LIBRARY_MESSAGES.inUse, errors: {} },
    });
    expect(await storedMediaIds(database.db)).toEqual(new Set([image.id]));
    expect(existsSync(path.join(image.folder, "1200.webp"))).toBe(true);
    // Once the home drops it, it can go.
    await database.db.update(soldProperties).set({ imageUrl: null }).where(eq(soldProperties.id, homeId));
    expect((await deleteMediaImage(database.db, dataDir, deleteForm(image.id), administrator)).status).toBe(200);
  });

  it("refuses a request without a valid id", async () => {
    const image = await upload();
    for (const id of ["", "../../db", image.id.toUpperCase()]) {
      expect(await deleteMediaImage(database.db, dataDir, deleteForm(id), administrator)).toEqual({
        status: 400,
        answer: { ok: false, message: MEDIA_LIBRARY_MESSAGES.invalid, errors: {} },
      });
    }
    expect(await storedMediaIds(database.db)).toEqual(new Set([image.id]));
  });
});
