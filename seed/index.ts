import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { appMeta, blogPosts, neighborhoods, soldProperties } from "#app/db/schema.ts";
import { site } from "#app/content/site.ts";
import { readingTimeMinutes } from "#app/lib/reading-time.ts";
import { demoNeighborhoods } from "./neighborhoods.ts";
import { demoPosts } from "./posts.ts";
import { demoSoldProperties } from "./sold-properties.ts";

const SEEDED_KEY = "demo_content_seeded_at";
/** Serialises concurrent first starts of several instances on one PostgreSQL. */
const SEED_LOCK_ID = 7_401_200_002;

export type SeedResult = { seeded: boolean; neighborhoods: number; soldProperties: number; posts: number };

/**
 * Loads the demo content once per database. Later starts add nothing, so the agent's edits and
 * deletions of demo records are kept.
 */
export async function seedDemoContent(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const marker = await tx.select().from(appMeta).where(sql`${appMeta.key} = ${SEEDED_KEY}`);
    if (marker.length > 0) return { seeded: false, neighborhoods: 0, soldProperties: 0, posts: 0 };

    const insertedNeighborhoods = await tx
      .insert(neighborhoods)
      .values(demoNeighborhoods)
      .onConflictDoNothing()
      .returning({ slug: neighborhoods.slug });
    const insertedSold = await tx
      .insert(soldProperties)
      .values(demoSoldProperties)
      .onConflictDoNothing()
      .returning({ id: soldProperties.id });
    const insertedPosts = await tx
      .insert(blogPosts)
      .values(
        demoPosts.map((post) => ({
          ...post,
          authorName: site.agent.name,
          readingTimeMinutes: readingTimeMinutes(post.content),
          publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });

    return {
      seeded: true,
      neighborhoods: insertedNeighborhoods.length,
      soldProperties: insertedSold.length,
      posts: insertedPosts.length,
    };
  });
}
