import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, mediaFiles, neighborhoods, siteSettings, soldProperties, testimonials } from "#app/db/schema.ts";
import { mediaUrl } from "#app/lib/media-keys.ts";
import { createTestDatabase } from "#tests/database.ts";
import {
  countMediaImages,
  deleteMediaImageIfUnused,
  deleteUnusedMediaUploadedBefore,
  insertMediaVariants,
  listMediaImages,
  storedMediaIds,
} from "./media-files.server.ts";
import { findMediaUsages } from "./media-usage.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  const { db } = database;
  await Promise.all([db.delete(mediaFiles), db.delete(blogPosts), db.delete(siteSettings), db.delete(testimonials), db.delete(soldProperties), db.delete(neighborhoods)]);
});

/** Stores an upload's rows as storeImage does (the bytes are not an image: nothing here decodes them). */
async function upload({ widths = [480, 960, 1600], name = "lake.jpg", at = new Date() }: { widths?: number[]; name?: string; at?: Date } = {}) {
  const id = randomUUID();
  await insertMediaVariants(
    database.db,
    widths.map((width) => ({
      key: `${id}/${width}.webp`,
      contentType: "image/webp",
      width,
      height: Math.round(width / 2),
      byteSize: width * 10,
      bytes: Buffer.alloc(width * 10),
      originalName: name,
      createdAt: at,
    })),
  );
  return { id, url: mediaUrl({ id, width: widths.at(-1)! }) };
}

const post = (slug: string, fields: Partial<typeof blogPosts.$inferInsert>) => database.db.insert(blogPosts).values({ slug, title: `Post ${slug}`, authorName: "Meredith", ...fields });

const neighborhood = (slug: string, fields: Partial<typeof neighborhoods.$inferInsert>) =>
  database.db.insert(neighborhoods).values({
    slug,
    name: `Town ${slug}`,
    tagline: "",
    heroImageUrl: "/images/neighborhoods/davidson.webp",
    overviewContent: "<p>Overview</p>",
    history: "",
    marketDescription: "",
    locationDescription: "",
    ...fields,
  });

describe("findMediaUsages", () => {
  it("finds an upload in every table, in any column: a field, Markdown, HTML, a jsonb, an array", async () => {
    const images = await Promise.all(Array.from({ length: 10 }, () => upload()));
    const [hero, inMarkdown, inHtml, portrait, testimonial, soldPhoto, soldGallery, townHero, townOverview, townListing] = images.map((image) => image!);
    const [first] = await post("hero", { heroImageUrl: hero!.url }).returning({ id: blogPosts.id });
    const [second] = await post("markdown", { content: `Intro\n\n![The dock](${inMarkdown!.url})\n` }).returning({ id: blogPosts.id });
    // The rendered HTML names a smaller variant in a srcset: the same upload.
    await post("html", { contentHtml: `<p><img src="https://lakefrontnc.com${inHtml!.url}" srcset="${inHtml!.url.replace("1600", "480")} 480w"></p>` });
    await database.db.insert(siteSettings).values({ id: 1, settings: { ...siteSettingsSeed, agent: { ...siteSettingsSeed.agent, portraitUrl: portrait!.url } } });
    const [author] = await database.db
      .insert(testimonials)
      .values({ quote: "Wonderful", author: "Ann Lee", imageUrl: testimonial!.url, position: 0 })
      .returning({ id: testimonials.id });
    const [home] = await database.db
      .insert(soldProperties)
      .values({ mlsId: "4100001", address: "12 Cove Rd", city: "Davidson", price: 1, beds: 1, baths: 1, sqft: 1, imageUrl: soldPhoto!.url, photos: ["/images/x.webp", soldGallery!.url] })
      .returning({ id: soldProperties.id });
    await neighborhood("davidson", { heroImageUrl: townHero!.url, overviewContent: `<p>Lakeside <img src="${townOverview!.url}"></p>` });
    await neighborhood("cornelius", {
      featuredListings: [{ imageUrl: townListing!.url, price: "$1", address: "1 Main St", beds: 1, baths: 1, sqft: 1, lotSize: "", description: "", listingBrokerage: "" }],
    });
    const unused = await upload();

    const usages = await findMediaUsages(database.db, [...images.map((image) => image.id), unused.id]);
    expect(Object.fromEntries(usages)).toEqual({
      [hero!.id]: [{ kind: "post", ref: first!.id, label: "Post hero" }],
      [inMarkdown!.id]: [{ kind: "post", ref: second!.id, label: "Post markdown" }],
      [inHtml!.id]: [{ kind: "post", ref: expect.any(String), label: "Post html" }],
      [portrait!.id]: [{ kind: "settings", ref: "1", label: "" }],
      [testimonial!.id]: [{ kind: "testimonial", ref: author!.id, label: "Ann Lee" }],
      [soldPhoto!.id]: [{ kind: "sold", ref: home!.id, label: "12 Cove Rd" }],
      [soldGallery!.id]: [{ kind: "sold", ref: home!.id, label: "12 Cove Rd" }],
      [townHero!.id]: [{ kind: "neighborhood", ref: "davidson", label: "Town davidson" }],
      [townOverview!.id]: [{ kind: "neighborhood", ref: "davidson", label: "Town davidson" }],
      [townListing!.id]: [{ kind: "neighborhood", ref: "cornelius", label: "Town cornelius" }],
      [unused.id]: [],
    });
  });

  it("lists each record once, however often it names the upload, and every record that does", async () => {
    const image = await upload();
    await post("twice", { heroImageUrl: image.url, content: `![a](${image.url})`, contentHtml: `<img src="${image.url}">` });
    await database.db.insert(siteSettings).values({ id: 1, settings: { ...siteSettingsSeed, firm: { ...siteSettingsSeed.firm, logoUrl: image.url } } });
    const usages = (await findMediaUsages(database.db, [image.id])).get(image.id)!;
    expect(usages.map((usage) => [usage.kind, usage.label])).toEqual([
      ["settings", ""],
      ["post", "Post twice"],
    ]);
  });
});

describe("listMediaImages", () => {
  it("gives each upload once, newest first, as its largest variant with the bytes of all of them, a page at a time", async () => {
    const older = await upload({ widths: [480, 960, 1200], name: "older.png", at: new Date("2026-01-01T10:00:00Z") });
    const newer = await upload({ widths: [300], name: "newer.gif", at: new Date("2026-02-01T10:00:00Z") });
    expect(await countMediaImages(database.db)).toBe(2);
    expect(await listMediaImages(database.db, { limit: 10, offset: 0 })).toEqual([
      { id: newer.id, width: 300, height: 150, byteSize: 3000, variants: 1, originalName: "newer.gif", createdAt: new Date("2026-02-01T10:00:00Z") },
      { id: older.id, width: 1200, height: 600, byteSize: 26_400, variants: 3, originalName: "older.png", createdAt: new Date("2026-01-01T10:00:00Z") },
    ]);
    expect((await listMediaImages(database.db, { limit: 1, offset: 1 })).map((image) => image.id)).toEqual([older.id]);
    expect(await storedMediaIds(database.db)).toEqual(new Set([older.id, newer.id]));
  });
});

describe("deleting uploads", () => {
  it("deletes every variant of an unused upload and refuses one a record uses", async () => {
    const unused = await upload();
    const used = await upload();
    await database.db.insert(testimonials).values({ quote: "Q", author: "Ben", imageUrl: used.url, position: 0 });

    expect(await deleteMediaImageIfUnused(database.db, used.id)).toBe(false);
    expect(await deleteMediaImageIfUnused(database.db, unused.id)).toBe(true);
    expect(await deleteMediaImageIfUnused(database.db, unused.id)).toBe(false);
    expect(await storedMediaIds(database.db)).toEqual(new Set([used.id]));
    expect(await countMediaImages(database.db)).toBe(1);
  });

  it("sweeps the unused uploads made before the cutoff, and keeps recent and used ones", async () => {
    const cutoff = new Date("2026-03-02T00:00:00Z");
    const oldUnused = await upload({ at: new Date("2026-03-01T00:00:00Z") });
    const oldUsed = await upload({ at: new Date("2026-03-01T00:00:00Z") });
    const recentUnused = await upload({ at: new Date("2026-03-02T01:00:00Z") });
    await neighborhood("denver", { overviewContent: `<figure><img src="${oldUsed.url}"></figure>` });

    expect(await deleteUnusedMediaUploadedBefore(database.db, cutoff)).toEqual([oldUnused.id]);
    expect(await storedMediaIds(database.db)).toEqual(new Set([oldUsed.id, recentUnused.id]));
  });
});
