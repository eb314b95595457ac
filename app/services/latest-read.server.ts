import type { PageTexts, SiteSettings } from "#app/content/content-types.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Db } from "#app/db/client.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { EMPTY_REDIRECT_TABLE, type RedirectTable } from "#app/lib/redirects.ts";
import { readPublicTowns, type PublicTowns } from "#app/models/neighborhoods.server.ts";
import { defaultPageTexts, readPageTexts } from "#app/models/page-texts.server.ts";
import { readRedirectTable } from "#app/models/redirect-rules.server.ts";
import { readSiteSettings } from "#app/models/site-settings.server.ts";

/**
 * This instance's view of something every page shows: read afresh for every page it renders (one
 * small query), and the last value read when the database cannot be reached, so a page that needs
 * no other data still renders with the agent's own phone, firm and towns. `current` serves what
 * must be known before a render starts, such as the CSP's frame origins.
 */
export class LatestRead<Value> {
  readonly #read: () => Promise<Value>;
  readonly #what: string;
  #current: Value;
  /** Reads run side by side: only one begun after the value now held may replace it. */
  #started = 0;
  #held = 0;

  constructor(read: () => Promise<Value>, initial: Value, what: string) {
    this.#read = read;
    this.#current = initial;
    this.#what = what;
  }

  get current(): Value {
    return this.#current;
  }

  async read(): Promise<Value> {
    const begun = ++this.#started;
    try {
      const value = await this.#read();
      if (begun > this.#held) {
        this.#current = value;
        this.#held = begun;
      }
      return value;
    } catch (error) {
      logger.warn({ err: error }, `${this.#what} could not be read; using the last ones read`);
      return this.#current;
    }
  }
}

export const siteSettingsStore = (db: Db) => new LatestRead<SiteSettings>(() => readSiteSettings(db), siteSettingsSeed, "the site settings");

export const pageTextsStore = (db: Db) => new LatestRead<PageTexts>(() => readPageTexts(db), defaultPageTexts(), "the page texts");

export const publicTownsStore = (db: Db) => new LatestRead<PublicTowns>(() => readPublicTowns(db), { cards: [], frameOrigins: [] }, "the neighborhoods");

/** Read again only when the content version moves (server/app.ts), never per request. */
export const redirectsStore = (db: Db) => new LatestRead<RedirectTable>(() => readRedirectTable(db), EMPTY_REDIRECT_TABLE, "the redirects");
