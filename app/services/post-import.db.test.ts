import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { parseCsv } from "#app/lib/csv.ts";
import { IMPORT_TEMPLATE_SAMPLE, importTemplateCsv, summarizeImport } from "#app/lib/post-import-columns.ts";
import { createTestDatabase } from "#tests/database.ts";
import { getConfig } from "./config.server.ts";
import { CONTENT_NESTING_MESSAGE } from "./content-nesting.server.ts";
import { renderKey } from "./post-render.server.ts";
import { previewImport, runImport, type ImportInputRow } from "./post-import.server.ts";

let database: Database;
const now = new Date("2025-06-01T12:00:00Z");
const options = { now };

const row = (rowNumber: number, cells: Record<string, string>, action?: ImportInputRow["action"]): ImportInputRow => ({
  rowNumber,
  cells: { title: `Post ${rowNumber}`, slug: `post-${rowNumber}`, content_html: "<p>Body text</p>", ...cells },
  action,
});

async function post(slug: string) {
  const [found] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(blogPosts);
});

async function seed(slug: string, extra: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [created] = await database.db
    .insert(blogPosts)
    .values({ slug, title: `Existing ${slug}`, authorName: "Someone", content: "old", publishedAt: new Date("2024-01-01T00:00:00Z"), ...extra })
    .returning();
  if (!created) throw new Error("seed failed");
  return created;
}

describe("previewImport", () => {
  it("validates each row and defaults to update when the slug exists, otherwise create", async () => {
    const existing = await seed("post-1");
    const preview = await previewImport(database.db, [row(1, {}), row(2, {}), row(3, { title: "" })], options);
    expect(preview.map(({ rowNumber, existingPostId, defaultAction, errors }) => ({ rowNumber, existingPostId, defaultAction, errors }))).toEqual([
      { rowNumber: 1, existingPostId: existing.id, defaultAction: "update", errors: [] },
      { rowNumber: 2, existingPostId: null, defaultAction: "create", errors: [] },
      { rowNumber: 3, existingPostId: null, defaultAction: "create", errors: ["Title is required"] },
    ]);
  });

  it("fails a row whose content is nested too deeply to render, in the preview and at import", async () => {
    const deep = row(1, { content_html: "<div>".repeat(1_750) + "deep" + "</div>".repeat(1_750) });
    const [previewed] = await previewImport(database.db, [deep], options);
    expect(previewed!.errors).toEqual([CONTENT_NESTING_MESSAGE]);
    const [result] = await runImport(database.db, [{ ...deep, action: "create" }], options);
    expect(result).toMatchObject({ outcome: "skipped", error: CONTENT_NESTING_MESSAGE });
    expect(await post("post-1")).toBeUndefined();
  });
});

describe("runImport", () => {
  it("creates posts with every field, sanitised content and reading time", async () => {
    const words = Array.from({ length: 250 }, () => "lake").join(" ");
    const [result] = await runImport(
      database.db,
      [
        row(1, {
          title: "Dock Permits",
          slug: "dock-permits",
          excerpt: "What Duke Energy asks for",
          hero_image_url: "https://example.com/dock.jpg",
          categories: "Real Estate Tips, Boating & Water Sports",
          tags: "docks",
          author_name: "",
          published_at: "2025-03-14T09:00:00Z",
          seo_title: "",
          seo_description: "Permits",
          canonical_url: "https://example.com/dock-permits",
          featured: "true",
          content_html: `<p onclick="x()">${words}<script>alert(1)</script></p>`,
        }),
      ],
      options,
    );
    const created = await post("dock-permits");
    expect(result).toEqual({ rowNumber: 1, outcome: "created", slug: "dock-permits", title: "Dock Permits", id: created?.id, published: true });
    expect(created).toMatchObject({
      title: "Dock Permits",
      excerpt: "What Duke Energy asks for",
      heroImageUrl: "https://example.com/dock.jpg",
      categories: ["Real Estate Tips", "Boating & Water Sports"],
      tags: ["docks"],
      authorName: "Meredith Vance",
      publishedAt: new Date("2025-03-14T09:00:00Z"),
      seoTitle: null,
      seoDescription: "Permits",
      canonicalUrl: "https://example.com/dock-permits",
      featured: true,
      content: `<p>${words}</p>`,
      readingTimeMinutes: 2,
      contentHtml: `<p>${words}</p>`,
      contentRenderedWith: renderKey(getConfig().siteUrl),
    });
  });

  it("publishes rows without a date now, and reports future dates as not yet public", async () => {
    const results = await runImport(database.db, [row(1, {}), row(2, { published_at: "2999-01-01T00:00:00Z" })], options);
    expect((await post("post-1"))?.publishedAt).toEqual(now);
    expect(results.map((result) => result.published)).toEqual([true, false]);
  });

  it("gives a create on a taken slug -2, then -3, also against slugs created earlier in the same import", async () => {
    await seed("dock-permits");
    await seed("dock-permits-2");
    const results = await runImport(
      database.db,
      [row(1, { slug: "dock-permits" }, "create"), row(2, { slug: "dock-permits-3" }, "create"), row(3, { slug: "new-one" }, "create")],
      options,
    );
    expect(results.map((result) => [result.outcome, result.slug])).toEqual([
      ["created", "dock-permits-3"],
      ["created", "dock-permits-3-2"],
      ["created", "new-one"],
    ]);
    expect(await database.db.$count(blogPosts, like(blogPosts.slug, "dock-permits%"))).toBe(4);
  });

  it("skips a second row with a slug an earlier row of the file has, so a re-import never overwrites one with the other", async () => {
    const file = [row(1, { title: "First", slug: "twin" }), row(2, { title: "Second", slug: "Twin" }), row(3, { title: "Third", slug: "twin" })];
    const first = await runImport(database.db, file, options);
    expect(first.map(({ outcome, error }) => ({ outcome, error }))).toEqual([
      { outcome: "created", error: undefined },
      { outcome: "skipped", error: 'Row 1 of this file has the same slug "twin"; only that row can be imported' },
      { outcome: "skipped", error: 'Row 1 of this file has the same slug "twin"; only that row can be imported' },
    ]);
    const again = await runImport(database.db, file, options);
    expect(again.map((result) => result.outcome)).toEqual(["unchanged", "skipped", "skipped"]);
    const [stored] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "twin"));
    expect(stored?.title).toBe("First");
    expect(await database.db.$count(blogPosts, like(blogPosts.slug, "twin%"))).toBe(1);
  });

  it("updates by slug and keeps the slug and, without a date in the file, the publish date", async () => {
    const existing = await seed("post-1", { featured: true });
    const [result] = await runImport(database.db, [row(1, { title: "Renamed", categories: "Local Events" })], options);
    expect(result).toMatchObject({ outcome: "updated", id: existing.id, slug: "post-1" });
    expect(await post("post-1")).toMatchObject({
      id: existing.id,
      title: "Renamed",
      categories: ["Local Events"],
      featured: false,
      content: "<p>Body text</p>",
      publishedAt: existing.publishedAt,
    });
    await runImport(database.db, [row(1, { published_at: "2025-05-05T05:05:05Z" })], options);
    expect((await post("post-1"))?.publishedAt).toEqual(new Date("2025-05-05T05:05:05Z"));
  });

  it("gives a draft that is updated without a date the import's now", async () => {
    await seed("post-1", { publishedAt: null });
    await runImport(database.db, [row(1, {})], options);
    expect((await post("post-1"))?.publishedAt).toEqual(now);
  });

  it("reports an update for a slug no post has as failed, and creates nothing", async () => {
    const [result] = await runImport(database.db, [row(1, { slug: "ghost" }, "update")], options);
    expect(result).toMatchObject({ outcome: "failed", error: 'No post has the slug "ghost" to update' });
    expect(await database.db.$count(blogPosts)).toBe(0);
  });

  it("skips rows the user skips and rows with errors, saying why", async () => {
    await seed("post-1");
    const results = await runImport(database.db, [row(1, { title: "Changed" }, "skip"), row(2, { title: "" }, "create"), row(3, { slug: "" })], options);
    expect(results.map(({ outcome, error }) => ({ outcome, error }))).toEqual([
      { outcome: "skipped", error: undefined },
      { outcome: "skipped", error: "Title is required" },
      { outcome: "skipped", error: "Slug is required" },
    ]);
    expect((await post("post-1"))?.title).toBe("Existing post-1");
    expect(await database.db.$count(blogPosts)).toBe(1);
  });

  it("reports a row the database refuses as failed and still imports the others", async () => {
    await database.db.execute(sql`
      create or replace function refuse_import_test() returns trigger language plpgsql as $$
      begin
        if new.title = 'Refuse me' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`);
    await database.db.execute(sql`create trigger refuse_import_test before insert or update on blog_posts for each row execute function refuse_import_test()`);
    try {
      await seed("post-3");
      const results = await runImport(database.db, [row(1, {}), row(2, { title: "Refuse me" }), row(3, { title: "Refuse me" }), row(4, {})], options);
      expect(results.map(({ outcome, error }) => ({ outcome, error }))).toEqual([
        { outcome: "created", error: undefined },
        { outcome: "failed", error: "The post could not be created" },
        { outcome: "failed", error: "The post could not be updated" },
        { outcome: "created", error: undefined },
      ]);
      expect(summarizeImport(results)).toMatchObject({ created: 2, failed: 2 });
      expect(await post("post-2")).toBeUndefined();
      expect((await post("post-3"))?.title).toBe("Existing post-3");
    } finally {
      await database.db.execute(sql`drop trigger refuse_import_test on blog_posts`);
    }
  });

  it("takes the next free slug when another request creates the same slug meanwhile", async () => {
    // The trigger plays the other request: it creates "race" just before this import's insert.
    await database.db.execute(sql`
      create or replace function race_import_test() returns trigger language plpgsql as $$
      begin
        if new.title = 'Race' and new.slug = 'race' then
          insert into blog_posts (slug, title, author_name) values (new.slug, 'Other request', 'Someone');
        end if;
        return new;
      end $$`);
    await database.db.execute(sql`create trigger race_import_test before insert on blog_posts for each row execute function race_import_test()`);
    try {
      const [result] = await runImport(database.db, [row(1, { title: "Race", slug: "race" }, "create")], options);
      expect(result).toMatchObject({ outcome: "created", slug: "race-2" });
      expect((await post("race"))?.title).toBe("Other request");
      expect((await post("race-2"))?.title).toBe("Race");
    } finally {
      await database.db.execute(sql`drop trigger race_import_test on blog_posts`);
    }
  });

  it("changes nothing more when the same file is imported again with Update", async () => {
    const { rows } = parseCsv(importTemplateCsv());
    const file = [
      ...rows.map((cells, index) => ({ rowNumber: index + 1, cells })),
      row(2, { published_at: "", content_html: "<h2>Dock</h2>\n\n    <p>Text</p>" }),
      row(3, { published_at: "not a date" }),
    ];
    const first = await runImport(database.db, file, options);
    expect(first.map((result) => result.outcome)).toEqual(["created", "created", "created"]);
    const before = await database.db.select().from(blogPosts).orderBy(blogPosts.slug);

    const later = { now: new Date("2025-07-01T00:00:00Z") };
    const again = await runImport(
      database.db,
      file.map((entry) => ({ ...entry, action: "update" as const })),
      later,
    );
    expect(again.map((result) => result.outcome)).toEqual(["unchanged", "unchanged", "unchanged"]);
    const defaults = await runImport(database.db, file, later);
    expect(defaults.map((result) => result.outcome)).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(await database.db.select().from(blogPosts).orderBy(blogPosts.slug)).toEqual(before);
    expect(before[0]?.slug).toBe(IMPORT_TEMPLATE_SAMPLE.slug);
  });

  it("imports 1,000 rows in one run", async () => {
    await seed("post-500");
    const content = `<p>${Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ")}</p>`;
    const file = Array.from({ length: 1000 }, (_, i) => row(i + 1, { content_html: content, categories: "Market Insights, Local Events" }));
    const results = await runImport(database.db, file, options);
    expect(summarizeImport(results)).toEqual({ created: 999, updated: 1, unchanged: 0, skipped: 0, failed: 0 });
    expect(await database.db.$count(blogPosts)).toBe(1000);
  });
});
