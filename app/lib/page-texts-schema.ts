import { z } from "zod";
import type { PageTexts, SiteSettings } from "#app/content/content-types.ts";
import { site } from "#app/content/site.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters.ts";
import { textField } from "./site-settings-schema.ts";

/** The pages whose fixed text the admin edits at /admin/pages, in its order. */
export const PAGE_TEXT_PAGES = ["home", "about", "privacy"] as const;
export type PageTextPage = (typeof PAGE_TEXT_PAGES)[number];

export const PAGE_TEXT_TITLES: Record<PageTextPage, { title: string; path: string }> = {
  home: { title: "Home", path: "/" },
  about: { title: "About", path: "/about" },
  privacy: { title: "Privacy policy", path: "/privacy-policy" },
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
    ctaTitle: short("Closing title"),
    ctaText: paragraph("Closing text"),
  }),
  about: z.object({
    heroEyebrow: short("Hero eyebrow"),
    heroText: paragraph("Hero text"),
    biography: markdown("Biography"),
    storyClosing: paragraph("Story's last paragraph"),
    values: titled("Value", 3),
    trackRecordText: paragraph("Track record text"),
    ctaTitle: short("Closing title"),
    ctaText: paragraph("Closing text"),
  }),
  privacy: z.object({
    effectiveDate: short("Effective date"),
    heroText: paragraph("Hero text"),
    privacyPolicy: markdown("Privacy policy"),
    termsOfUse: markdown("Terms of use"),
    contactIntro: paragraph("Contact introduction"),
  }),
} satisfies Record<PageTextPage, z.ZodType>;

/** The long texts of each page, edited in the post editor's Markdown editor. */
export const LONG_TEXT_FIELDS = {
  home: [],
  about: ["biography"],
  privacy: ["privacyPolicy", "termsOfUse"],
} as const satisfies { [Page in PageTextPage]: ReadonlyArray<keyof PageTexts[Page]> };

const longText = z.object({ markdown: z.string(), html: z.string() });

/** The stored document of each page: the form's fields with each long text's HTML. */
export const storedPageTextSchemas = {
  home: pageTextFormSchemas.home,
  about: pageTextFormSchemas.about.extend({ biography: longText }),
  privacy: pageTextFormSchemas.privacy.extend({ privacyPolicy: longText, termsOfUse: longText }),
} satisfies { [Page in PageTextPage]: z.ZodType<PageTexts[Page]> };

const NAME_TOKENS = /\{(name|firstName|firm|domain)\}/g;

function tokenValues(settings: SiteSettings): Record<string, string> {
  return { name: settings.agent.name, firstName: settings.agent.firstName, firm: settings.firm.name, domain: site.domain };
}

/** A page text with the settings' names in place of `{name}`, `{firstName}`, `{firm}` and `{domain}`. */
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
