import { eq, sql } from "drizzle-orm";
import type { SiteSettings } from "#app/content/content-types.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { siteSettings } from "#app/db/schema.ts";
import { atVersion, nextVersion } from "#app/models/version-guard.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { settingsFromStored } from "#app/lib/site-settings-schema.ts";

/** The last stored text read and what it gave: every page reads the settings, and they seldom change. */
let lastRead: { stored: string; settings: SiteSettings } | null = null;

/**
 * The site's settings. Before the row exists (a database older than the settings) the seed's
 * values stand in; a stored section that no longer meets the rules takes the seed's alone, logged.
 * Read as text, so the same text as last time gives the same settings without checking the rules again.
 */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db
    .select({ stored: sql<string>`${siteSettings.settings}::text` })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  if (!row) return siteSettingsSeed;
  if (lastRead?.stored === row.stored) return lastRead.settings;
  const { settings, replaced } = settingsFromStored(JSON.parse(row.stored));
  if (replaced.length > 0)
    logger.error({ sections: replaced }, "stored site settings break the rules in these sections; showing the demo values there until they are saved again");
  lastRead = { stored: row.stored, settings };
  return settings;
}

/** The row's first value, from the seed; a later start never overwrites the agent's settings. */
export async function seedSiteSettings(db: Db): Promise<boolean> {
  const inserted = await db.insert(siteSettings).values({ id: 1, settings: siteSettingsSeed }).onConflictDoNothing().returning({ id: siteSettings.id });
  return inserted.length > 0;
}

/** The settings row's version, which the settings form carries (decision 037); 0 before the row exists. */
export async function readSiteSettingsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.version ?? 0;
}

/**
 * Replaces the settings with a validated document; with `baseVersion`, only if no other save came
 * since (false then: nothing is written).
 */
export async function saveSiteSettings(db: Db, settings: SiteSettings, administratorEmail: string, baseVersion?: number): Promise<boolean> {
  const written = await db
    .insert(siteSettings)
    .values({ id: 1, settings, updatedBy: administratorEmail })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { settings, updatedBy: administratorEmail, updatedAt: new Date(), version: nextVersion(siteSettings.version) },
      setWhere: atVersion(siteSettings.version, baseVersion),
    })
    .returning({ id: siteSettings.id });
  return written.length > 0;
}
