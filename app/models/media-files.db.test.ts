import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, mediaFiles, mediaUses, neighborhoods, siteSettings, soldProperties, testimonials } from "#app/db/schema.ts";
import { MEDIA } from "#app/lib/constants.ts";
import { MEDIA_ID, mediaUrl } from "#app/lib/media-keys.ts";
import { createTestDatabase } from "#tests/database.ts";
import { testNeighborhood } from "#tests/support/market-fixtures.ts";
import {
  countMediaImages,
  deleteMediaImageIfUnused,
  deleteMediaUnusedSince,
  insertMediaVariants,
  keepMediaImage,
  listMediaImages,
  storedMediaIds,
} from "./media-files.server.ts";
import { findMediaUsages } from "./media-uses.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  const { db } = database;
  await Promise.all([
    db.delete(mediaFiles),
    db.delete(blogPosts),
    db.delete(siteSettings),
    db.delete(testimonials),
    db.delete(soldProperties),
    db.delete(neighborhoods),
  ]);
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
      unusedSince: at,
    })),
  );
  return { id, url: mediaUrl({ id, width: widths.at(-1)! }) };
}

const post = (slug: string, fields: Partial<typeof blogPosts.$inferInsert>) =>
  database.db.insert(blogPosts).values({ slug, title: `Post ${slug}`, authorName: "Meredith", ...fields });

const neighborhood = (slug: string, fields: Partial<typeof neighborhoods.$inferInsert>) =>
  database.db.insert(neighborhoods).values(testNeighborhood(slug, `Town ${slug}`, fields));

describe("findMediaUsages", () => {
  it("finds an upload in every table, in any column: a field, Markdown, HTML, a jsonb, an array", async () => {
    const images = await Promise.all(Array.from({ length: 10 }, () => upload()));
    const [hero, inMarkdown, inHtml, portrait, testimonial, soldPhoto, soldGallery, townHero, townOverview, townListing] = images.map((image) => image!);
    const [first] = await post("hero", { heroImageUrl: hero!.url }).returning({ id: blogPosts.id });
    const [second] = await post("markdown", { content: `Intro\n\n![The dock](${inMarkdown!.url})\n` }).returning({ id: blogPosts.id });
    // The rendered HTML names a smaller variant in a srcset: the same upload.
    await post("html", { contentHtml: `<p><img src="https://lakefrontnc.com${inHtml!.url}" srcset="${inHtml!.url.replace("1600", "480")} 480w"></p>` });
    await database.db
      .insert(siteSettings)
      .values({ id: 1, settings: { ...siteSettingsSeed, agent: { ...siteSettingsSeed.agent, portraitUrl: portrait!.url } } });
    const [author] = await database.db
      .insert(testimonials)
      .values({ quote: "Wonderful", author: "Ann Lee", imageUrl: testimonial!.url, position: 0 })
      .returning({ id: testimonials.id });
    const [home] = await database.db
      .insert(soldProperties)
      .values({
        mlsId: "4100001",
        address: "12 Cove Rd",
        city: "Davidson",
        price: 1,
        beds: 1,
        baths: 1,
        sqft: 1,
        imageUrl: soldPhoto!.url,
        photos: ["/images/x.webp", soldGallery!.url],
      })
      .returning({ id: soldProperties.id });
    await neighborhood("davidson", { heroImageUrl: townHero!.url, overviewContent: `<p>Lakeside <img src="${townOverview!.url}"></p>` });
    await neighborhood("cornelius", {
      featuredListings: [
        { imageUrl: townListing!.url, price: "$1", address: "1 Main St", beds: 1, baths: 1, sqft: 1, lotSize: "", description: "", listingBrokerage: "" },
      ],
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

  it("sweeps the uploads made and unused since before the cutoff, and keeps recent, used and recently used ones", async () => {
    const cutoff = new Date(Date.now() - MEDIA.unusedGraceMs);
    const longAgo = new Date(cutoff.getTime() - 60 * 60_000);
    const oldUnused = await upload({ at: longAgo });
    const oldUsed = await upload({ at: longAgo });
    const recentlyUsed = await upload({ at: longAgo });
    const recentUnused = await upload({ at: new Date(cutoff.getTime() + 60 * 60_000) });
    await neighborhood("denver", { overviewContent: `<figure><img src="${oldUsed.url}"></figure><img src="${recentlyUsed.url}">` });
    await database.db
      .update(neighborhoods)
      .set({ overviewContent: `<figure><img src="${oldUsed.url}"></figure>` })
      .where(eq(neighborhoods.slug, "denver"));

    expect(await deleteMediaUnusedSince(database.db, cutoff)).toEqual([oldUnused.id]);
    expect(await storedMediaIds(database.db)).toEqual(new Set([oldUsed.id, recentlyUsed.id, recentUnused.id]));
  });
});

describe("keepMediaImage", () => {
  it("restarts an unused upload's grace, leaves a used one used, and answers false once it is gone", async () => {
    const longAgo = new Date(Date.now() - 3 * MEDIA.unusedGraceMs);
    const unused = await upload({ at: longAgo });
    const used = await upload({ at: longAgo });
    await post("kept", { heroImageUrl: used.url });

    expect(await keepMediaImage(database.db, unused.id)).toBe(true);
    expect(await keepMediaImage(database.db, used.id)).toBe(true);
    expect(await unusedSince(unused.id)).toEqual([expect.any(Date)]);
    expect((await unusedSince(unused.id))[0]!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await unusedSince(used.id)).toEqual([null]);
    expect(await deleteMediaUnusedSince(database.db, new Date(Date.now() - MEDIA.unusedGraceMs))).toEqual([]);

    expect(await deleteMediaImageIfUnused(database.db, unused.id)).toBe(true);
    expect(await keepMediaImage(database.db, unused.id)).toBe(false);
  });
});

/** Each distinct unused_since of an upload's variants (one, as the triggers set them together). */
async function unusedSince(id: string) {
  const rows = await database.db
    .selectDistinct({ at: mediaFiles.unusedSince })
    .from(mediaFiles)
    .where(sql`split_part(${mediaFiles.key}, '/', 1) = ${id}`);
  return rows.map((row) => row.at);
}

const usesOf = async (id: string) =>
  (await database.db.select({ source: mediaUses.source, ref: mediaUses.ref }).from(mediaUses).where(eq(mediaUses.mediaId, id)))
    .map((use) => `${use.source}:${use.ref}`)
    .sort();

describe("media_uses, kept by the content tables' triggers", () => {
  it("follows inserts, updates that drop or add an image, a renamed key and deletes, and marks since when an upload is unused", async () => {
    const [first, second, third] = [await upload(), await upload(), await upload()];
    const [row] = await post("dock", { heroImageUrl: first.url, content: `![a](${second.url})\n\n![b](${second.url.replace("1600", "480")})` }).returning({
      id: blogPosts.id,
    });
    const postId = row!.id;
    expect(await usesOf(first.id)).toEqual([`blog_posts:${postId}`]);
    expect(await usesOf(second.id)).toEqual([`blog_posts:${postId}`]);
    expect(await unusedSince(first.id)).toEqual([null]);

    // The agent cuts the paragraph with the second image; autosave stores it.
    const beforeCut = Date.now();
    await database.db.update(blogPosts).set({ content: "No images now" }).where(eq(blogPosts.id, postId));
    expect(await usesOf(second.id)).toEqual([]);
    expect((await unusedSince(second.id))[0]!.getTime()).toBeGreaterThanOrEqual(beforeCut - 1000);
    expect(await usesOf(first.id)).toEqual([`blog_posts:${postId}`]);

    // An edit that leaves the images alone keeps the uses as they are.
    await database.db.update(blogPosts).set({ title: "Dock at dusk" }).where(eq(blogPosts.id, postId));
    expect(await usesOf(first.id)).toEqual([`blog_posts:${postId}`]);

    // Pasted back: used again.
    await database.db
      .update(blogPosts)
      .set({ content: `![a](${second.url})` })
      .where(eq(blogPosts.id, postId));
    expect(await unusedSince(second.id)).toEqual([null]);

    await neighborhood("davidson", { heroImageUrl: third.url });
    await database.db.update(neighborhoods).set({ slug: "davidson-nc" }).where(eq(neighborhoods.slug, "davidson"));
    expect(await usesOf(third.id)).toEqual(["neighborhoods:davidson-nc"]);
    expect(await unusedSince(third.id)).toEqual([null]);
    await database.db.insert(testimonials).values({ quote: "Q", author: "Ann", imageUrl: third.url, position: 0 });

    await database.db.delete(blogPosts).where(eq(blogPosts.id, postId));
    expect(await usesOf(first.id)).toEqual([]);
    expect(await unusedSince(first.id)).toEqual([expect.any(Date)]);
    await database.db.delete(neighborhoods);
    expect(await unusedSince(third.id)).toEqual([null]);
    await database.db.execute(sql`TRUNCATE ${testimonials}`);
    expect(await usesOf(third.id)).toEqual([]);
    expect(await unusedSince(third.id)).toEqual([expect.any(Date)]);
  });

  it("is filled by migration 0012 from the rows written before it", async () => {
    const migration = readFileSync(new URL("../../drizzle/0012_media_uses.sql", import.meta.url), "utf8");
    // The triggers find uploads as the app names them.
    expect(migration).toContain(`'${MEDIA.urlPrefix}(${MEDIA_ID})/'`);

    const older = await createTestDatabase();
    try {
      // The schema as it was before 0012.
      const undo = [
        "DROP TABLE media_uses",
        "DROP FUNCTION track_media_uses CASCADE",
        "DROP FUNCTION change_media_use",
        "DROP FUNCTION media_ids_in",
        "DROP INDEX media_files_image_id_idx",
        "ALTER TABLE media_files DROP COLUMN unused_since",
      ];
      for (const statement of undo) await older.db.execute(sql.raw(statement));
      const [used, unused] = [randomUUID(), randomUUID()];
      for (const id of [used, unused]) {
        await older.db.execute(sql`INSERT INTO media_files (key, content_type, width, height, byte_size, bytes, created_at)
          VALUES (${`${id}/480.webp`}, 'image/webp', 480, 240, 1, decode('00', 'hex'), now() - interval '3 days')`);
      }
      const url = mediaUrl({ id: used, width: 480 });
      await older.db.insert(blogPosts).values({ slug: "old", title: "Old", authorName: "Meredith", contentHtml: `<img src="${url}">` });
      await older.db.insert(siteSettings).values({ id: 1, settings: { ...siteSettingsSeed, agent: { ...siteSettingsSeed.agent, portraitUrl: url } } });
      await older.db.insert(neighborhoods).values({
        slug: "mooresville",
        name: "Mooresville",
        tagline: "",
        heroImageUrl: url,
        overviewContent: "",
        history: "",
        marketDescription: "",
        locationDescription: "",
      });

      for (const statement of migration.split("--> statement-breakpoint")) await older.db.execute(sql.raw(statement));

      const uses = await older.db.select().from(mediaUses);
      const [oldPost] = await older.db.select({ id: blogPosts.id }).from(blogPosts);
      expect(uses.map((use) => `${use.mediaId}:${use.source}:${use.ref}`).sort()).toEqual(
        [`${used}:blog_posts:${oldPost!.id}`, `${used}:neighborhoods:mooresville`, `${used}:site_settings:1`].sort(),
      );
      const states = await older.db.select({ key: mediaFiles.key, unusedSince: mediaFiles.unusedSince }).from(mediaFiles);
      expect(states.find((state) => state.key.startsWith(used))!.unusedSince).toBeNull();
      // Unused before the migration: its grace starts at the migration, not at its upload.
      expect(states.find((state) => state.key.startsWith(unused))!.unusedSince!.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await deleteMediaUnusedSince(older.db, new Date(Date.now() - MEDIA.unusedGraceMs))).toEqual([]);
    } finally {
      await older.close();
    }
  });
});
