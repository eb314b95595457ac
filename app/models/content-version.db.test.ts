import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, neighborhoods, soldProperties } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { readContentVersion, readOncePerContentVersion } from "./content-version.server.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const version = async () => Number((await readContentVersion(database.db)).version);

/** Runs a write and returns by how much it raised the content version. */
async function bumpOf(write: () => Promise<unknown>): Promise<number> {
  const before = await version();
  await write();
  return (await version()) - before;
}

const neighborhood = (slug: string) => ({
  slug,
  name: `Town ${slug}`,
  tagline: "A tagline",
  heroImageUrl: "/images/hero.webp",
  overviewContent: "<p>Overview</p>",
  history: "History",
  marketDescription: "Market",
  locationDescription: "Location",
});

const soldProperty = (mlsId: string) => ({
  mlsId,
  address: `${mlsId} Shore Dr`,
  city: "Cornelius",
  price: 900_000,
  beds: 4,
  baths: 3,
  sqft: 3200,
});

describe("content version", () => {
  it("starts as a number", async () => {
    expect((await readContentVersion(database.db)).version).toMatch(/^\d+$/);
  });

  it("rises with every insert, update, delete and truncate of blog posts", async () => {
    const { db } = database;
    expect(await bumpOf(() => db.insert(blogPosts).values({ slug: "cv-post", title: "A post", authorName: "Meredith" }))).toBe(1);
    expect(await bumpOf(() => db.update(blogPosts).set({ title: "Renamed" }).where(eq(blogPosts.slug, "cv-post")))).toBe(1);
    expect(await bumpOf(() => db.delete(blogPosts).where(eq(blogPosts.slug, "cv-post")))).toBe(1);
    await db.insert(blogPosts).values({ slug: "cv-post-2", title: "Another", authorName: "Meredith" });
    expect(await bumpOf(() => db.execute(sql`TRUNCATE ${blogPosts} CASCADE`))).toBe(1);
  });

  it("rises with every insert, update, delete and truncate of neighborhoods", async () => {
    const { db } = database;
    expect(await bumpOf(() => db.insert(neighborhoods).values(neighborhood("cv-town")))).toBe(1);
    expect(await bumpOf(() => db.update(neighborhoods).set({ tagline: "New" }).where(eq(neighborhoods.slug, "cv-town")))).toBe(1);
    expect(await bumpOf(() => db.delete(neighborhoods).where(eq(neighborhoods.slug, "cv-town")))).toBe(1);
    await db.insert(neighborhoods).values(neighborhood("cv-town-2"));
    expect(await bumpOf(() => db.execute(sql`TRUNCATE ${neighborhoods} CASCADE`))).toBe(1);
  });

  it("rises with every insert, update, delete and truncate of sold properties", async () => {
    const { db } = database;
    expect(await bumpOf(() => db.insert(soldProperties).values(soldProperty("CV-1")))).toBe(1);
    expect(await bumpOf(() => db.update(soldProperties).set({ price: 950_000 }).where(eq(soldProperties.mlsId, "CV-1")))).toBe(1);
    expect(await bumpOf(() => db.delete(soldProperties).where(eq(soldProperties.mlsId, "CV-1")))).toBe(1);
    await db.insert(soldProperties).values(soldProperty("CV-2"));
    expect(await bumpOf(() => db.execute(sql`TRUNCATE ${soldProperties}`))).toBe(1);
  });

  it("rises once per transaction, however many rows and tables it writes", async () => {
    const bump = await bumpOf(() =>
      database.db.transaction(async (tx) => {
        await tx.insert(soldProperties).values([soldProperty("CV-3"), soldProperty("CV-4"), soldProperty("CV-5")]);
        await tx.insert(blogPosts).values({ slug: "cv-post-3", title: "Third", authorName: "Meredith" });
      }),
    );
    expect(bump).toBe(1);
  });

  it("does not rise for a transaction that rolls back", async () => {
    const bump = await bumpOf(() =>
      database.db
        .transaction(async (tx) => {
          await tx.insert(soldProperties).values(soldProperty("CV-6"));
          tx.rollback();
        })
        .catch(() => undefined),
    );
    expect(bump).toBe(0);
    expect(await database.db.select().from(soldProperties).where(eq(soldProperties.mlsId, "CV-6"))).toHaveLength(0);
  });

  it("does not rise for writes to other tables", async () => {
    expect(await bumpOf(() => database.db.execute(sql`INSERT INTO app_meta (key, value) VALUES ('cv-test', 'x')`))).toBe(0);
  });

  it("comes back even when the counter row was deleted", async () => {
    await database.db.execute(sql`DELETE FROM content_version`);
    expect((await readContentVersion(database.db)).version).toBe("missing");
    await database.db.insert(soldProperties).values(soldProperty("CV-7"));
    expect((await readContentVersion(database.db)).version).toBe("1");
  });
});

describe("next scheduled publication", () => {
  it("is the earliest future published_at, ignoring drafts and published posts", async () => {
    const { db } = database;
    await db.delete(blogPosts);
    expect((await readContentVersion(db)).nextPublishAt).toBeNull();
    const soon = new Date(Date.now() + 60 * 60_000);
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    await db.insert(blogPosts).values([
      { slug: "cv-draft", title: "Draft", authorName: "Meredith", publishedAt: null },
      { slug: "cv-past", title: "Past", authorName: "Meredith", publishedAt: new Date(Date.now() - 60_000) },
      { slug: "cv-later", title: "Later", authorName: "Meredith", publishedAt: later },
      { slug: "cv-soon", title: "Soon", authorName: "Meredith", publishedAt: soon },
    ]);
    expect((await readContentVersion(db)).nextPublishAt?.getTime()).toBe(soon.getTime());
  });
});

describe("readOncePerContentVersion", () => {
  it("reads again only after a change to the content or a scheduled post going live, and keeps no failure", async () => {
    let reads = 0;
    const read = () => readOncePerContentVersion(database.db, "test", async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await database.db.insert(blogPosts).values({ slug: "once-per-version", title: "T", authorName: "A", publishedAt: new Date(Date.now() + 500) });
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
    // Once the database's clock passes the scheduled time, the next read is a new one.
    await expect.poll(read).toBe(3);
    await expect(readOncePerContentVersion(database.db, "failing", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await readOncePerContentVersion(database.db, "failing", async () => "read again")).toBe("read again");
  });
});
