import { createContext, useContext } from "react";
import type { SiteSettings } from "#app/content/content-types.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { withNames } from "#app/lib/page-texts-schema.ts";

/** The site settings of this request (the root loader's), for every component that shows them. */
export const SiteSettingsContext = createContext<SiteSettings>(siteSettingsSeed);

export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}

/** A page text with this request's settings in place of its tokens (`{name}`, `{firstName}`…; see withNames). */
export function useNamed(): (text: string) => string {
  const settings = useSiteSettings();
  return (text) => withNames(text, settings);
}
