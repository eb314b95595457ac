import type { SiteSettings } from "#app/content/content-types.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { readSiteSettings } from "#app/models/site-settings.server.ts";

/**
 * This instance's view of the site settings: read afresh for every page it renders (one small
 * query), and the last settings read when the database cannot be reached, so a page that needs no
 * other data still renders with the agent's own phone and firm. `current` serves what must be
 * known before a render starts, such as the CSP's frame origins.
 */
export class SiteSettingsStore {
  readonly #db: Db;
  #current: SiteSettings = siteSettingsSeed;
  /** Reads run side by side: only one begun after the settings now held may replace them. */
  #started = 0;
  #held = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  get current(): SiteSettings {
    return this.#current;
  }

  async read(): Promise<SiteSettings> {
    const begun = ++this.#started;
    try {
      const settings = await readSiteSettings(this.#db);
      if (begun > this.#held) {
        this.#current = settings;
        this.#held = begun;
      }
      return settings;
    } catch (error) {
      logger.warn({ err: error }, "the site settings could not be read; using the last ones read");
      return this.#current;
    }
  }
}
