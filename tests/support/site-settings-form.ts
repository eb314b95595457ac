import type { SiteSettings } from "../../app/content/content-types.ts";

/** The settings form's fields for a whole settings document, named by path as the form names them. */
export function settingsFormFields(settings: SiteSettings): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else fields[path] = String(value);
  };
  walk(settings, "");
  return fields;
}
