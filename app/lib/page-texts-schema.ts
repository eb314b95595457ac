import { z } from "zod";
import type { PageTexts, SiteSettings } from "#app/content/content-types.ts";
import { site } from "#app/content/site.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters.ts";
import { textField } from "./site-settings-schema.ts";

/** The pages whose fixed text the admin edits at /admin/pages, in its order. */
export const PAGE_TEXT_PAGES = ["home", "about", "privacy", "accessibility"] as const;
export type PageTextPage = (typeof PAGE_TEXT_PAGES)[number];

export const PAGE_TEXT_TITLES: Record<PageTextPage, { title: string; path: string }> = {
  home: { title: "Home", path: "/" },
  about: { title: "About", path: "/about" },
  privacy: { title: "Privacy policy", path: "/privacy-policy" },
  accessibility: { title: "Accessibility", path: "/accessibility" },
};

export const isPageTextPage = (value: string | undefined): value is PageTextPage => (PAGE_TEXT_PAGES as readonly string[]).includes(value ?? "");

/** Long texts' limit: a policy is a few thousand characters. */
export const LONG_TEXT_MAX = 30_000;

const short = (label: string) => textField(label, 200);
const paragraph = (label: string) => textField(label, 1_000, { multiline: true });
/** A long text as the form sends it: the Markdown, rendered by the service. */
const markdown = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(LONG_TEXT_MAX, { error: `${label}: at most ${LONG_TEXT_MAX.toLocaleString("en-US")} characters` })
    .refine((value) => value.length > 0, { error: `${label} is required` })
    .refine((value) => !hasControlCharacters(value, { multiline: true }), { error: CONTROL_CHARACTERS_MESSAGE });
const titled = (what: string, count: number) =>
  z.array(z.object({ title: short(`${what}: title`), description: paragraph(`${what}: text`) })).length(count, { error: `${what}: ${count} are needed` });
const heading = (what: string) => z.object({ eyebrow: short(`${what}: eyebrow`), title: short(`${what}: title`) });
const introHeading = (what: string) => heading(what).extend({ intro: paragraph(`${what}: introduction`) });

/** A checklist's points: one to eight, each a short line (the panels sit side by side on home). */
export const CHECKLIST_MAX_POINTS = 8;
const POINT_MAX = 200;
const checklistHeading = (what: string) => introHeading(what).extend({ cta: short(`${what}: button`) });
/** The points as the form sends them: a text area, one point a line (blank lines ignored). */
const checklistForm = (what: string) => {
  const label = `${what}: points`;
  return checklistHeading(what).extend({
    points: z
      .string({ error: `${label} are required` })
      .refine((value) => !hasControlCharacters(value, { multiline: true }), { error: CONTROL_CHARACTERS_MESSAGE })
      .transform((value) =>
        value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line.length > 0),
      )
      .refine((points) => points.length > 0, { error: `${label} are required` })
      .refine((points) => points.length <= CHECKLIST_MAX_POINTS, { error: `${label}: at most ${CHECKLIST_MAX_POINTS}, one a line` })
      .refine((points) => points.every((point) => point.length <= POINT_MAX), { error: `${label}: at most ${POINT_MAX} characters each` }),
  });
};
const checklistStored = (what: string) =>
  checklistHeading(what).extend({
    points: z
      .array(short(`${what}: point`))
      .min(1)
      .max(CHECKLIST_MAX_POINTS),
  });

/** Each page's fields as the form sends them (long texts as Markdown); the server checks every one. */
export const pageTextFormSchemas = {
  home: z.object({
    heroTitle: short("Hero title"),
    heroText: paragraph("Hero text"),
    servicesEyebrow: short("Services eyebrow"),
    servicesTitle: short("Services title"),
    servicesIntro: paragraph("Services introduction"),
    services: titled("Service", 4),
    steps: titled("Step", 3),
    values: titled("Value", 6),
    ctaEyebrow: short("Closing eyebrow"),
    ctaTitle: short("Closing title"),
    ctaText: paragraph("Closing text"),
    agentHeading: introHeading("Meet your advisor"),
    soldHeading: introHeading("Recently sold"),
    searchHeading: introHeading("Search"),
    stepsHeading: heading("Three steps"),
    testimonialsHeading: heading("Client stories"),
    buyers: checklistForm("For buyers"),
    sellers: checklistForm("For sellers"),
    neighborhoodsHeading: introHeading("Neighborhoods"),
    blogHeading: z.object({ eyebrow: short("Blog: eyebrow"), intro: paragraph("Blog: introduction") }),
    valuesHeading: heading("Values"),
    storyHeading: heading("Her story").extend({ quote: paragraph("Her story: quote") }),
  }),
  about: z.object({
    heroEyebrow: short("Hero eyebrow"),
    heroText: paragraph("Hero text"),
    biography: markdown("Biography"),
    storyClosing: paragraph("Story's last paragraph"),
    values: titled("Value", 3),
    trackRecordText: paragraph("Track record text"),
    ctaEyebrow: short("Closing eyebrow"),
    ctaTitle: short("Closing title"),
    ctaText: paragraph("Closing text"),
    storyHeading: heading("Her story"),
    valuesHeading: heading("How she works"),
    recordHeading: heading("Track record"),
    credentialsHeading: heading("Credentials"),
    credentials: titled("Credential", 6),
    testimonialsHeading: heading("Client stories"),
  }),
  privacy: z.object({
    effectiveDate: short("Effective date"),
    heroText: paragraph("Hero text"),
    privacyPolicy: markdown("Privacy policy"),
    termsOfUse: markdown("Terms of use"),
    contactIntro: paragraph("Contact introduction"),
  }),
  accessibility: z.object({
    heroText: paragraph("Hero text"),
    statement: markdown("Statement"),
    reportIntro: paragraph("Report form introduction"),
  }),
} satisfies Record<PageTextPage, z.ZodType>;

/** The long texts of each page, edited in the post editor's Markdown editor. */
export const LONG_TEXT_FIELDS = {
  home: [],
  about: ["biography"],
  privacy: ["privacyPolicy", "termsOfUse"],
  accessibility: ["statement"],
} as const satisfies { [Page in PageTextPage]: ReadonlyArray<keyof PageTexts[Page]> };

const longText = z.object({ markdown: z.string(), html: z.string() });

/** The stored document of each page: the form's fields with each long text's HTML. */
export const storedPageTextSchemas = {
  home: pageTextFormSchemas.home.extend({ buyers: checklistStored("For buyers"), sellers: checklistStored("For sellers") }),
  about: pageTextFormSchemas.about.extend({ biography: longText }),
  privacy: pageTextFormSchemas.privacy.extend({ privacyPolicy: longText, termsOfUse: longText }),
  accessibility: pageTextFormSchemas.accessibility.extend({ statement: longText }),
} satisfies { [Page in PageTextPage]: z.ZodType<PageTexts[Page]> };

const NAME_TOKENS = /\{(name|firstName|firm|domain|certification|offices)\}/g;

function tokenValues(settings: SiteSettings): Record<string, string> {
  return {
    name: settings.agent.name,
    firstName: settings.agent.firstName,
    firm: settings.firm.name,
    domain: site.domain,
    certification: settings.agent.certification,
    offices: settings.offices.map((office) => office.name).join(", "),
  };
}

/**
 * A page text with the settings' values in place of `{name}`, `{firstName}`, `{firm}`, `{domain}`,
 * `{certification}` and `{offices}` (the offices' names, comma-separated).
 */
export function withNames(text: string, settings: SiteSettings): string {
  const values = tokenValues(settings);
  return text.replace(NAME_TOKENS, (_, token: string) => values[token] ?? "");
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The same for a long text's stored HTML: the names are escaped, as the settings hold plain text. */
export function htmlWithNames(html: string, settings: SiteSettings): string {
  const values = tokenValues(settings);
  return html.replace(NAME_TOKENS, (_, token: string) => (values[token] ?? "").replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!));
}

/**
 * A page's texts (stored, or the seed's) as its form holds them: a long text as its Markdown, a
 * list of lines as one text, a line each.
 */
export function pageTextFormValues(texts: object): Record<string, unknown> {
  const value = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.every((line) => typeof line === "string") ? item.join("\n") : item.map(value);
    if (item && typeof item === "object") return "markdown" in item ? String(item.markdown) : pageTextFormValues(item);
    return item;
  };
  return Object.fromEntries(Object.entries(texts).map(([key, item]) => [key, value(item)]));
}
