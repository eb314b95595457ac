import type { PageTexts, SiteSettings } from "#app/content/content-types.ts";
import type { Db } from "#app/db/client.server.ts";
import type { LeadFormReturn } from "#app/lib/lead-messages.ts";
import type { PageToast } from "#app/lib/toasts.ts";
import type { PublicTowns } from "#app/models/neighborhoods.server.ts";
import type { Config } from "#app/services/config.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    config: Config;
    /** Per-request nonce the CSP allows for inline and module scripts. */
    cspNonce: string;
    /** The client's address as Express sees it under TRUST_PROXY (sign-in throttling). */
    clientIp: string;
    /**
     * What this request's page shows for itself, set before its loaders run (by the server from a
     * cookie, or by a page's action): a toast, and a lead form posted without JavaScript that the
     * server gives back. A page with either is never cached.
     */
    /** The site settings, read once per request however many loaders ask. */
    siteSettings: () => Promise<SiteSettings>;
    /** The visible towns (footer, home grid, index), read once per request. */
    towns: () => Promise<PublicTowns>;
    /** The fixed text of home, about and the privacy policy, read when one of them is rendered. */
    pageTexts: () => Promise<PageTexts>;
    page: { toast: PageToast | null; leadForm: LeadFormReturn | null; setCookie: string | null };
  }
}
