import { z } from "zod";
import { IMPORT, READING_WORDS_PER_MINUTE, SCRAPER } from "#app/lib/constants.ts";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "#app/lib/control-characters.ts";
import { toCsv } from "#app/lib/csv.ts";
import { fieldErrors } from "#app/lib/form-fields.ts";
import { POST_LIMITS, isHttpOrSitePath, normaliseChips, postDraftSchema } from "#app/lib/post-schemas.ts";
import { slugify } from "#app/lib/slug.ts";

/** The CSV columns of spec §3, in order: the template's header and scraped-posts.csv's. */
export const IMPORT_COLUMNS = [
  "title",
  "slug",
  "excerpt",
  "hero_image_url",
  "categories",
  "tags",
  "author_name",
  "published_at",
  "seo_title",
  "seo_description",
  "canonical_url",
  "featured",
  "content_html",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns without which every row fails. */
export const REQUIRED_IMPORT_COLUMNS = ["title", "slug"] as const satisfies readonly ImportColumn[];

/** The exact messages of spec §5 "CSV import". */
export const IMPORT_MESSAGES = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  invalidDate: "Invalid date format, will use current date",
} as const;

/** Spec §3 "Import row": the chosen action. */
export const IMPORT_ACTIONS = ["create", "update", "skip"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Dates without an offset ("2025-03-14", "3/14/2025 9:30 AM") are read on the agent's clock. */
export const IMPORT_TIME_ZONE = "America/New_York";

/** A row's post fields, normalised; names follow the blog_posts columns. */
export type ImportPostData = {
  title: string;
  slug: string;
  excerpt: string;
  heroImageUrl: string | null;
  categories: string[];
  tags: string[];
  authorName: string;
  publishedAt: Date;
  /** True when published_at was empty or unreadable and `publishedAt` is "now" (spec §5). */
  publishedAtDefaulted: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  featured: boolean;
  /** content_html as written; the server sanitises it before it is stored. */
  content: string;
};

export type ValidatedImportRow = {
  rowNumber: number;
  data: ImportPostData;
  errors: string[];
  warnings: string[];
};

export type ImportRowStatus = "errors" | "warnings" | "valid";

export type ImportRowOptions = { now: Date; agentName: string };

/**
 * Spec §5's rules for one CSV row (`cells` keyed by column; missing columns read as empty).
 * Errors: "Title is required", "Slug is required" — such rows are skipped at import. Warning:
 * "Invalid date format, will use current date". featured is true only for the exact text `true`;
 * categories and tags are comma-separated (trimmed, blanks and repeats ignoring case dropped, as
 * the editor does); an empty author is the agent's name; an empty published_at is now.
 *
 * The slug cell goes through slugify() (spec §5's rule): a cell already in slug shape is kept as
 * written, anything else ("My Post!") is normalised with a warning saying what will be used, and a
 * cell with nothing left ("!!!") counts as missing. Image and canonical addresses must be http(s)
 * (an image may also be a site path such as /media/…); anything else is left out with a warning.
 *
 * Then the row goes through the editor's own rules (postDraftSchema: lengths, counts, control
 * characters), so a post that imports can also be saved in the editor, and a value the database
 * cannot store (a NUL byte, an over-long slug) fails here rather than at import.
 */
export function validateImportRow(
  cells: Readonly<Record<string, string | undefined>>,
  rowNumber: number,
  { now, agentName }: ImportRowOptions,
): ValidatedImportRow {
  const cell = (column: ImportColumn) => cells[column] ?? "";
  const text = (column: ImportColumn) => cell(column).trim();
  const optionalText = (column: ImportColumn) => text(column) || null;
  const errors: string[] = [];
  const warnings: string[] = [];

  const title = text("title");
  if (!title) errors.push(IMPORT_MESSAGES.titleRequired);

  const slugCell = text("slug");
  const slug = slugify(slugCell);
  if (!slug) errors.push(IMPORT_MESSAGES.slugRequired);
  else if (slug !== slugCell) warnings.push(`Slug "${slugCell}" will be imported as "${slug}"`);

  const dateCell = text("published_at");
  const parsedDate = dateCell ? parseImportDate(dateCell) : null;
  if (dateCell && !parsedDate) warnings.push(IMPORT_MESSAGES.invalidDate);

  const featuredCell = cell("featured");
  const featured = featuredCell === "true";
  if (!featured && featuredCell.trim() !== "" && featuredCell.trim() !== "false") {
    warnings.push(`Featured is "${featuredCell}": only the text true marks a post as featured`);
  }

  const heroImageUrl = webAddress(text("hero_image_url"), { allowSitePath: true });
  if (heroImageUrl === undefined) warnings.push("Hero image URL is not an http(s) address and will be left out");
  const canonicalUrl = webAddress(text("canonical_url"), { allowSitePath: false });
  if (canonicalUrl === undefined) warnings.push("Canonical URL is not an http(s) address and will be left out");

  const data: ImportPostData = {
    title,
    slug,
    excerpt: text("excerpt"),
    heroImageUrl: heroImageUrl ?? null,
    categories: splitList(cell("categories")),
    tags: splitList(cell("tags")),
    authorName: text("author_name") || agentName,
    publishedAt: parsedDate ?? now,
    publishedAtDefaulted: !parsedDate,
    seoTitle: optionalText("seo_title"),
    seoDescription: optionalText("seo_description"),
    canonicalUrl: canonicalUrl ?? null,
    featured,
    content: cell("content_html").trim(),
  };
  for (const problem of editorProblems(data, text("author_name"))) {
    if (!errors.includes(problem)) errors.push(problem);
  }
  return { rowNumber, data, errors, warnings };
}

/** What the editor calls each field, for messages that do not name it themselves. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  heroImageUrl: "Hero image URL",
  categories: "Categories",
  tags: "Tags",
  authorName: "Author name",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  canonicalUrl: "Canonical URL",
};

/** The editor's draft rules (post-schemas.ts) applied to a row's values: one sentence per problem. */
function editorProblems(data: ImportPostData, authorCell: string): string[] {
  const check = postDraftSchema.safeParse({
    title: data.title,
    slug: data.slug,
    excerpt: data.excerpt,
    content: data.content,
    heroImageUrl: data.heroImageUrl,
    categories: data.categories,
    tags: data.tags,
    authorName: authorCell,
    seoTitle: data.seoTitle,
    seoDescription: data.seoDescription,
    canonicalUrl: data.canonicalUrl,
    featured: data.featured,
  });
  if (check.success) return [];
  // Like the editor, the first problem of each field.
  return Object.entries(fieldErrors(check.error)).map(([field, message]) =>
    message === CONTROL_CHARACTERS_MESSAGE ? `${FIELD_LABELS[field] ?? field}: ${message}` : message,
  );
}

export type ImportRowInput = {
  rowNumber: number;
  cells: Readonly<Record<string, string | undefined>>;
  /** Non-empty cells the row has beyond the header's columns (parseCsv's extraCells). */
  extraCells?: number;
};

/**
 * A validator for the rows of one file, given in file order: each by validateImportRow(), and then
 * what only the whole file shows (one row at a time, so the server can pause between rows). A row whose slug an earlier valid row of the file already has is an error (importing both would
 * make the second overwrite the first on every re-import); cells beyond the header are a warning.
 */
export function importRowValidator(options: ImportRowOptions): (input: ImportRowInput) => ValidatedImportRow {
  const firstRowOfSlug = new Map<string, number>();
  return ({ rowNumber, cells, extraCells = 0 }) => {
    const row = validateImportRow(cells, rowNumber, options);
    const { slug } = row.data;
    const first = slug ? firstRowOfSlug.get(slug) : undefined;
    if (first !== undefined) row.errors.push(`Row ${first} of this file has the same slug "${slug}"; only that row can be imported`);
    else if (slug && row.errors.length === 0) firstRowOfSlug.set(slug, rowNumber);
    if (extraCells > 0) {
      row.warnings.push(`${extraCells === 1 ? "1 cell" : `${extraCells} cells`} beyond the header's columns will be ignored`);
    }
    return row;
  };
}

/** null for an empty cell, undefined for one that is not an address the editor accepts. */
function webAddress(value: string, { allowSitePath }: { allowSitePath: boolean }): string | null | undefined {
  if (!value) return null;
  if (value.length > POST_LIMITS.url || hasControlCharacters(value) || !isHttpOrSitePath(value)) return undefined;
  if (value.startsWith("/")) return allowSitePath ? value : undefined;
  return value;
}

/** Comma-separated list: entries trimmed, blanks and repeats (ignoring case) dropped, order kept. */
export function splitList(cell: string): string[] {
  return normaliseChips(cell.split(","));
}

/** The preview's badge: Errors, Warnings or Valid. */
export function importRowStatus(row: Pick<ValidatedImportRow, "errors" | "warnings">): ImportRowStatus {
  if (row.errors.length > 0) return "errors";
  if (row.warnings.length > 0) return "warnings";
  return "valid";
}

/** Spec §4: update when a post with the row's slug exists, otherwise create. */
export function defaultImportAction(existing: boolean): Exclude<ImportAction, "skip"> {
  return existing ? "update" : "create";
}

/** Which required columns the file lacks, and which of its columns the import ignores. */
export function checkImportColumns(columns: readonly string[]): { missing: string[]; unknown: string[] } {
  const known = new Set<string>(IMPORT_COLUMNS);
  return {
    missing: REQUIRED_IMPORT_COLUMNS.filter((column) => !columns.includes(column)),
    unknown: columns.filter((column) => !known.has(column)),
  };
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

type DateParts = { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number };

function validParts({ year, month, day, hour, minute, second }: DateParts): boolean {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth && hour < 24 && minute < 60 && second < 60;
}

/** One formatter per zone: creating one costs about 0.15 ms, which a 2,000-row import felt. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clock shows `parts`. */
function zonedInstant(parts: DateParts, timeZone: string): Date {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.ms);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  return new Date(second);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i;
const MONTH_FIRST = /^(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const DAY_FIRST = /^(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})$/i;
/** RFC 2822, as in RSS: "Fri, 14 Mar 2025 10:00:00 GMT" or "+0000". */
const RFC_2822 = /^(?:[a-z]{3},\s*)?\d{1,2}\s+[a-z]{3}\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s+(?:GMT|UTC?|[+-]\d{4})$/i;

/** 1–12 for a month's name or its abbreviation of at least three letters ("Mar", "Sept"); 0 otherwise. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  if (lower.length < 3) return 0;
  return MONTHS.findIndex((month) => month.startsWith(lower)) + 1;
}

function partsOrNull(parts: DateParts): DateParts | null {
  return validParts(parts) ? parts : null;
}

/**
 * A published_at cell as an instant, or null when it cannot be read. Accepted: ISO 8601 dates and
 * date-times (with an offset they are exact; without one they are read on the agent's clock,
 * America/New_York), US M/D/YYYY with an optional time and AM/PM, "March 14, 2025",
 * "14 March 2025" and RFC 2822. Impossible dates such as 2025-02-30 are refused.
 */
export function parseImportDate(value: string, timeZone: string = IMPORT_TIME_ZONE): Date | null {
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "0", offset] = iso;
    const parts = partsOrNull({
      year: Number(y),
      month: Number(mo),
      day: Number(d),
      hour: Number(h),
      minute: Number(mi),
      second: Number(s),
      ms: Math.floor(Number(`0.${fraction}`) * 1000),
    });
    if (!parts) return null;
    if (!offset) return zonedInstant(parts, timeZone);
    const utc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.ms);
    if (offset.toUpperCase() === "Z") return new Date(utc);
    const sign = offset.startsWith("-") ? -1 : 1;
    const digits = offset.slice(1).replace(":", "");
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMinutes = Number(digits.slice(2) || "0");
    if (offsetHours > 23 || offsetMinutes > 59) return null;
    return new Date(utc - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  }
  const us = US.exec(text);
  if (us) {
    const [, mo, d, y, h, mi = "0", s = "0", meridiem] = us;
    let hour = h === undefined ? 0 : Number(h);
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      const pm = meridiem.toLowerCase().startsWith("p");
      hour = (hour % 12) + (pm ? 12 : 0);
    }
    const parts = partsOrNull({ year: Number(y), month: Number(mo), day: Number(d), hour, minute: Number(mi), second: Number(s), ms: 0 });
    return parts ? zonedInstant(parts, timeZone) : null;
  }
  const monthFirst = MONTH_FIRST.exec(text);
  const dayFirst = monthFirst ? null : DAY_FIRST.exec(text);
  if (monthFirst || dayFirst) {
    const [monthName, day, year] = monthFirst ? [monthFirst[1], monthFirst[2], monthFirst[3]] : [dayFirst?.[2], dayFirst?.[1], dayFirst?.[3]];
    const parts = partsOrNull({ year: Number(year), month: monthNumber(monthName ?? ""), day: Number(day), hour: 0, minute: 0, second: 0, ms: 0 });
    return parts ? zonedInstant(parts, timeZone) : null;
  }
  if (RFC_2822.test(text)) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? null : new Date(time);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reading time of imported HTML

/** The readable text of an HTML fragment: tags (and script/style bodies) become spaces. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ");
}

/**
 * Spec §5's reading time (words / 200, rounded up) for HTML content, counting the words of the
 * text and not the markup; at least 1, like a new post's default.
 */
export function readingTimeForHtml(html: string): number {
  const words = htmlText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

// ---------------------------------------------------------------------------------------------
// Results

/**
 * What really happened to one row. "unchanged": an update whose post already had every value, so
 * nothing was written (a re-run of the same file). "skipped": the user chose Skip, or the row has
 * errors (then `error` says which).
 */
export type ImportOutcome = "created" | "updated" | "unchanged" | "skipped" | "failed";

export type ImportRowResult = {
  rowNumber: number;
  outcome: ImportOutcome;
  slug: string;
  title: string;
  id?: string;
  /** Whether the post is publicly visible now (published_at has come). */
  published?: boolean;
  error?: string;
};

export type ImportSummary = { created: number; updated: number; unchanged: number; skipped: number; failed: number };

export function summarizeImport(results: readonly Pick<ImportRowResult, "outcome">[]): ImportSummary {
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  for (const { outcome } of results) summary[outcome] += 1;
  return summary;
}

/**
 * The "Import Complete" toast's text (spec §8): "Created: n, Updated: n, Skipped: n". Updated
 * counts the rows whose post is now as the file says (written or already so); failed rows, which
 * the spec's system did not count, are added as ", Failed: n" only when there are any.
 */
export function importCompleteMessage(summary: ImportSummary): string {
  const message = `Created: ${summary.created}, Updated: ${summary.updated + summary.unchanged}, Skipped: ${summary.skipped}`;
  return summary.failed > 0 ? `${message}, Failed: ${summary.failed}` : message;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The import action's body: the file's rows (cells by column) and the action chosen for each. */
export const importRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        rowNumber: z.number().int().positive(),
        cells: z.record(z.string(), z.string()),
        /** Absent: the default action (spec §4). */
        action: z.enum(IMPORT_ACTIONS).optional(),
      }),
    )
    .min(1, { error: "The file has no rows to import" })
    .max(IMPORT.maxRows, { error: `A file may hold at most ${IMPORT.maxRows} rows` }),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;
export type ImportRequestRow = ImportRequest["rows"][number];

/** The scraper's text box: one address per line; blank lines and repeats dropped. */
export function parseUrlList(text: string): string[] {
  return [...new Set(text.split(/\r\n|\r|\n/).map((line) => line.trim()).filter(Boolean))];
}

/** scrape-blog-posts' body (spec §7): `{ urls }`, at most SCRAPER.maxUrls of them. */
export const scrapeRequestSchema = z.object({
  urls: z
    .array(z.string().trim().min(1).max(2048))
    .min(1, { error: "Enter at least one URL" })
    .max(SCRAPER.maxUrls, { error: `At most ${SCRAPER.maxUrls} URLs can be scraped at once` }),
});

// ---------------------------------------------------------------------------------------------
// CSV files

/** One scraped post, with the 13 fields of spec §7 (the CSV's columns). */
export type ScrapedPost = {
  title: string;
  slug: string;
  excerpt: string;
  hero_image_url: string;
  categories: string[];
  tags: string[];
  author_name: string;
  published_at: string;
  seo_title: string;
  seo_description: string;
  canonical_url: string;
  featured: boolean;
  content_html: string;
};

/** scraped-posts.csv: the 13 columns, lists joined with ", ", featured as true/false. */
export function scrapedPostsToCsv(posts: readonly ScrapedPost[]): string {
  return toCsv(
    IMPORT_COLUMNS,
    posts.map((post) => ({
      ...post,
      categories: post.categories.join(", "),
      tags: post.tags.join(", "),
      featured: post.featured ? "true" : "false",
    })),
  );
}

/** The template's one sample row: a realistic Lake Advisor post. */
export const IMPORT_TEMPLATE_SAMPLE: ScrapedPost = {
  title: "Living on Lake Norman: A Buyer's Guide to Waterfront Homes",
  slug: "living-on-lake-norman-waterfront-buyers-guide",
  excerpt:
    "Deep-water docks, sunset views and HOA rules: what to look for before you buy a waterfront home on Lake Norman.",
  hero_image_url: "https://lakefrontnc.com/images/blog/lake-norman-waterfront.jpg",
  categories: ["Neighborhood Guides", "Real Estate Tips"],
  tags: ["Lake Norman", "waterfront", "buying"],
  author_name: "Meredith Vance",
  published_at: "2025-03-14T09:00:00-04:00",
  seo_title: "Lake Norman Waterfront Homes: A Buyer's Guide",
  seo_description: "What to check before buying a waterfront home on Lake Norman, from dock permits to water depth.",
  canonical_url: "",
  featured: false,
  content_html:
    "<h2>Why the shoreline matters</h2>\n<p>Not every lot on Lake Norman has deep water year-round. Ask for the water depth at the end of the dock, and walk the shoreline in winter when Duke Energy lowers the lake.</p>\n<ul><li>Dock permits and buffer rules</li><li>Sun exposure and main-channel views</li></ul>",
};

/** blog-import-template.csv (spec §9): the 13 columns and one sample row. */
export function importTemplateCsv(): string {
  return scrapedPostsToCsv([IMPORT_TEMPLATE_SAMPLE]);
}
