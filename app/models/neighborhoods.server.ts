import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { neighborhoods, type Neighborhood } from "#app/db/schema.ts";

export async function findNeighborhoodBySlug(db: Db, slug: string): Promise<Neighborhood | undefined> {
  const [row] = await db.select().from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1);
  return row;
}
