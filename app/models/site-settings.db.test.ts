import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts, siteSettings } from "#app/db/schema.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { writePost } from "#app/services/post-writes.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { readSiteSettings, readSiteSettingsVersion, saveSiteSettings, seedSiteSettings } from "./site-settings.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(siteSettings);
});

const edited = { ...siteSettingsSeed, phone: "(704) 555-0199", firm: { ...siteSettingsSeed.firm, name: "Harbor & Pine Realty" } };

describe("site settings", () => {
  it("are the seed's until the row exists, and the seed fills the row once", async () => {
    expect(await readSiteSettings(database.db)).toEqual(siteSettingsSeed);
    expect(await seedSiteSettings(database.db)).toBe(true);
    expect(await readSiteSettings(database.db)).toEqual(siteSettingsSeed);
  });

  it("keep the agent's edits through every later start", async () => {
    await seedSiteSettings(database.db);
    await saveSiteSettings(database.db, edited, "agent@example.com");
    expect(await seedSiteSettings(database.db)).toBe(false);
    expect(await readSiteSettings(database.db)).toEqual(edited);
    const [row] = await database.db.select().from(siteSettings);
    expect(row?.updatedBy).toBe("agent@example.com");
  });

  it("are checked against the rules once for each stored text: the same text gives the same settings, a save the new ones", async () => {
    await seedSiteSettings(database.db);
    const first = await readSiteSettings(database.db);
    expect(await readSiteSettings(database.db)).toBe(first);
    await saveSiteSettings(database.db, edited, "agent@example.com");
    expect(await readSiteSettings(database.db)).toEqual(edited);
  });

  it("raise the content version when saved, so every instance's page cache drops its pages", async () => {
    const before = Number((await readContentVersion(database.db)).version);
    await saveSiteSettings(database.db, edited, "agent@example.com");
    expect(Number((await readContentVersion(database.db)).version)).toBe(before + 1);
  });

  it("give a setting a later release adds its seed value, keeping every stored one", async () => {
    const { compliance: _added, ...older } = edited;
    await database.db.insert(siteSettings).values({ id: 1, settings: older as typeof edited });
    expect(await readSiteSettings(database.db)).toEqual({ ...edited, compliance: siteSettingsSeed.compliance });
  });

  it("show the seed's value for a stored section that breaks the rules, and the agent's for every other", async () => {
    await database.db.execute(
      sql`INSERT INTO site_settings (id, settings) VALUES (1, '{"phone": "call me", "offices": [], "email": "agent@harborpine.com"}'::jsonb)`,
    );
    expect(await readSiteSettings(database.db)).toEqual({ ...siteSettingsSeed, email: "agent@harborpine.com" });
  });

  it("name the agent of the day as the author of a post saved with a blank author", async () => {
    await saveSiteSettings(database.db, { ...edited, agent: { ...edited.agent, name: "Claire Holt" } }, "agent@example.com");
    const values = { title: "Dock Permits", slug: "dock-permits-author", excerpt: "E.", content: "Words.", authorName: " " };
    const response = await writePost(database.db, { intent: "publish", values });
    expect(response.answer.ok && response.answer.post).toBeTruthy();
    const [post] = await database.db.select({ authorName: blogPosts.authorName }).from(blogPosts).where(eq(blogPosts.slug, "dock-permits-author"));
    expect(post?.authorName).toBe("Claire Holt");
  });

  it("save only over the version the form was based on, unless told to overwrite (decision 037)", async () => {
    const version = await readSiteSettingsVersion(database.db);
    expect(await saveSiteSettings(database.db, edited, "first@example.com", version)).toBe(true);
    expect(await saveSiteSettings(database.db, { ...edited, agent: { ...edited.agent, name: "Stale Tab" } }, "second@example.com", version)).toBe(false);
    expect((await readSiteSettings(database.db)).agent.name).not.toBe("Stale Tab");
    expect(await readSiteSettingsVersion(database.db)).toBe(version + 1);
    expect(await saveSiteSettings(database.db, { ...edited, agent: { ...edited.agent, name: "Stale Tab" } }, "second@example.com")).toBe(true);
    expect(await readSiteSettingsVersion(database.db)).toBe(version + 2);
  });
});
