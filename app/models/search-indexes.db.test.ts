import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { createTestDatabase } from "#tests/database.ts";
import { searchIndexesSettled, settleSearchIndexes, withBatchedSearchIndexes } from "./search-indexes.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Posts whose words hold `word`, read through the search index (no sequential scan allowed). */
async function foundByIndex(word: string): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [row] = await queryRows<{ found: number }>(
      tx,
      sql`SELECT count(*)::int AS found FROM blog_posts WHERE search_vector @@ to_tsquery('english', ${word})`,
    );
    return row?.found ?? 0;
  });
}

const post = (slug: string) => ({ slug, title: `Heron ${slug}`, authorName: "Meredith Vance", content: "A kingfisher on the dock rail." });

describe("search indexes during a bulk write", () => {
  it("are settled from the migration on", async () => {
    expect(await searchIndexesSettled(database.db)).toBe(true);
  });

  it("batch while the write runs, find its posts all along, and are settled after it", async () => {
    const during = await withBatchedSearchIndexes(database.db, async () => {
      await database.db.insert(blogPosts).values([post("batched-1"), post("batched-2")]);
      return { settled: await searchIndexesSettled(database.db), found: await foundByIndex("kingfisher") };
    });
    expect(during).toEqual({ settled: false, found: 2 });
    expect(await searchIndexesSettled(database.db)).toBe(true);
    expect(await foundByIndex("kingfisher")).toBe(2);
  });

  it("are settled after a write that fails, and the failure is the caller's", async () => {
    await expect(withBatchedSearchIndexes(database.db, () => Promise.reject(new Error("the file broke")))).rejects.toThrow("the file broke");
    expect(await searchIndexesSettled(database.db)).toBe(true);
  });

  it("are settled by settleSearchIndexes, as a start does after a process stopped mid-import", async () => {
    await database.db.execute(sql`ALTER INDEX blog_posts_search_idx SET (fastupdate = on)`);
    await database.db.insert(blogPosts).values(post("left-pending"));
    expect(await searchIndexesSettled(database.db)).toBe(false);
    await settleSearchIndexes(database.db);
    expect(await searchIndexesSettled(database.db)).toBe(true);
    expect(await foundByIndex("kingfisher")).toBe(3);
  });
});
