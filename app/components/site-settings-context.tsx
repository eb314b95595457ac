import { createContext, useContext } from "react";
import type { SiteSettings } from "#app/content/content-types.ts";
import { siteSettingsSeed } from "#app/content/site.ts";

/** The site settings of this request (the root loader's), for every component that shows them. */
export const SiteSettingsContext = createContext<SiteSettings>(siteSettingsSeed);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
