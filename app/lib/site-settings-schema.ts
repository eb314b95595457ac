import { z } from "zod";
import type { SiteSettings } from "#app/content/content-types.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters.ts";
import { SLUG_PATTERN } from "./post-schemas.ts";

/** The settings form's rules, checked by the server on every save (/admin/settings). */

/** `featurableChoices`: how many of the newest published posts the featured posts are chosen from. */
export const SETTINGS_LIMITS = { offices: 10, social: 12, homeStats: 4, featuredPosts: 3, featurableChoices: 200 } as const;

/** Trimmed text of at most `max` characters, without control characters; required unless optional. */
export const textField = (label: string, max: number, { multiline = false, optional = false } = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, { error: `${label}: at most ${max} characters` })
    .refine((value) => optional || value.length > 0, { error: `${label} is required` })
    .refine((value) => !hasControlCharacters(value, { multiline }), { error: CONTROL_CHARACTERS_MESSAGE });

/** A public https address, for the links and frames the site sends visitors to. */
const httpsUrl = (label: string) =>
  textField(label, 500).refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: `${label}: enter a full address starting with https://` },
  );

/** An image: a path on this site (an upload, /images/…) or an https address; empty when optional. */
export const imageUrlField = (label: string, { optional = false } = {}) =>
  textField(label, 500, { optional }).refine(
    (value) => {
      if (value === "") return true;
      if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    },
    { error: `${label}: enter a path on this site (starting with /) or an address starting with https://` },
  );

/** The digits a phone link dials: ten-digit North American numbers get +1. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** The `tel:` link of a phone number as shown. */
export function telHref(phone: string): string {
  return `tel:${phoneDigits(phone)}`;
}

const phone = textField("Phone", 40).refine(
  (value) => {
    const digits = value.replace(/\D/g, "");
    return /^[0-9+().\-\s]+$/.test(value) && (digits.length === 10 || (digits.length === 11 && digits.startsWith("1")));
  },
  { error: "Phone: enter a number with its area code, like (704) 555-0142" },
);

const office = z.object({
  name: textField("Office name", 80),
  street: textField("Street", 160),
  city: textField("City", 80),
  state: textField("State", 2).regex(/^[A-Z]{2}$/, { error: "State: two capital letters, like NC" }),
  zip: textField("ZIP code", 10).regex(/^\d{5}(-\d{4})?$/, { error: "ZIP code: five digits, like 28031" }),
});

export const siteSettingsSchema = z.object({
  agent: z.object({
    name: textField("Agent name", 120),
    firstName: textField("First name", 60),
    titleLine: textField("Title line", 200),
    certification: textField("Certification", 160),
    portraitUrl: imageUrlField("Portrait image"),
    certificationBadgeUrl: imageUrlField("Certification badge image", { optional: true }),
    licenseNumber: textField("Broker license number", 60, { optional: true }),
  }),
  firm: z.object({
    name: textField("Brokerage firm name", 160),
    licenseNumber: textField("Firm license number", 60),
    logoUrl: imageUrlField("Logo image", { optional: true }),
  }),
  phone,
  email: textField("E-mail", 254).pipe(z.email({ error: "E-mail: enter a valid address, like hello@example.com" })),
  offices: z
    .array(office)
    .min(1, { error: "Keep at least one office" })
    .max(SETTINGS_LIMITS.offices, { error: `At most ${SETTINGS_LIMITS.offices} offices` })
    .prefault([]),
  social: z
    .array(z.object({ label: textField("Network name", 40), href: httpsUrl("Profile address") }))
    .max(SETTINGS_LIMITS.social, { error: `At most ${SETTINGS_LIMITS.social} social links` })
    .prefault([]),
  homeStats: z
    .array(z.object({ value: textField("Figure", 20), label: textField("Figure's label", 80) }))
    .length(SETTINGS_LIMITS.homeStats, { error: `The home page shows exactly ${SETTINGS_LIMITS.homeStats} figures` })
    .prefault([]),
  salesClaims: z.object({ yearOne: textField("First sales claim", 200), yearTwo: textField("Second sales claim", 200) }),
  propertySearch: z.object({ embedUrl: httpsUrl("Search embed address"), wideUrl: httpsUrl("Full-page search address") }),
  featuredPostSlugs: z
    .array(textField("Featured post", 200).regex(SLUG_PATTERN, { error: "Featured post: enter a post's slug, like why-lakefront" }))
    .length(SETTINGS_LIMITS.featuredPosts, { error: `Choose exactly ${SETTINGS_LIMITS.featuredPosts} featured posts` })
    .superRefine((slugs, context) => {
      // Beside the repeat, so the form marks that field.
      for (const [index, slug] of slugs.entries()) {
        if (slugs.indexOf(slug) < index) context.addIssue({ code: "custom", path: [index], message: "This post is already featured: choose another" });
      }
    })
    .prefault([]),
  compliance: z.object({
    mlsName: textField("MLS name", 120),
    marketDataPeriod: textField("Market data period", 120),
    mlsDisclaimer: textField("MLS disclaimer", 1500, { multiline: true }),
    equalHousingStatement: textField("Equal Housing Opportunity statement", 1500, { multiline: true }),
  }),
  receipt: z.object({
    enabled: z.preprocess((value) => value === "on" || value === true, z.boolean()),
    subject: textField("Receipt subject", 150),
    message: textField("Receipt message", 2000, { multiline: true }),
  }),
}) satisfies z.ZodType<SiteSettings>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A stored document over its seed, object by object (a list is taken whole), so a field a later
 * release adds starts at its seed value: the settings, and the page texts.
 */
export function overSeed(seed: unknown, stored: unknown): unknown {
  if (!isPlainObject(seed) || !isPlainObject(stored)) return stored === undefined ? seed : stored;
  return Object.fromEntries(Object.keys(seed).map((key) => [key, overSeed(seed[key], stored[key])]));
}

/**
 * The settings a stored document stands for, section by section: a section that no longer meets
 * the rules (a rule a later release tightened) takes the seed's value alone, and is named in
 * `replaced` so it can be logged; every other section stays the agent's.
 */
export function settingsFromStored(stored: unknown): { settings: SiteSettings; replaced: string[] } {
  const merged = overSeed(siteSettingsSeed, stored) as Record<string, unknown>;
  const replaced: string[] = [];
  const settings = Object.fromEntries(
    Object.entries(siteSettingsSchema.shape).map(([key, rule]) => {
      const parsed = rule.safeParse(merged[key]);
      if (parsed.success) return [key, parsed.data];
      replaced.push(key);
      return [key, siteSettingsSeed[key as keyof SiteSettings]];
    }),
  ) as SiteSettings;
  return { settings, replaced };
}

/** The frames' origins the CSP allows: where the property search is embedded from. */
export function propertySearchOrigins(settings: SiteSettings): string[] {
  const { embedUrl, wideUrl } = settings.propertySearch;
  return [...new Set([new URL(embedUrl).origin, new URL(wideUrl).origin])];
}
