import { tz } from "@date-fns/tz";
import { isValid, parse, parseISO } from "date-fns";
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

/** Read on the agent's clock when they carry no offset. */
const ZONED_FORMATS = [
  "M/d/yyyy",
  "M/d/yyyy h:mm a",
  "M/d/yyyy h:mm:ss a",
  "M/d/yyyy H:mm",
  "M/d/yyyy H:mm:ss",
  "MMMM d yyyy",
  "MMM d yyyy",
  "d MMMM yyyy",
  "d MMM yyyy",
];
/** RFC 2822, as in RSS ("14 Mar 2025 10:00:00 +0000" once the weekday and GMT are normalised). */
const OFFSET_FORMATS = ["d MMM yyyy HH:mm:ss xx", "d MMM yyyy HH:mm xx"];

/** The cell with what the formats above do not spell: a weekday, ordinals, commas, "Sept", "p.m.", GMT. */
function normaliseDateText(text: string): string {
  return text
    .replace(/^[a-z]+,?\s+(?=[a-z]{3}|\d)/i, (weekday) => (/^(mon|tue|wed|thu|fri|sat|sun)/i.test(weekday) ? "" : weekday))
    .replace(/(\d)(st|nd|rd|th)\b/gi, "$1")
    .replace(/,/g, " ")
    .replace(/\bsept\b/i, "Sep")
    .replace(/\b([ap])\.m\.?/i, "$1m")
    .replace(/\s+(GMT|UTC?)$/i, " +0000")
    .replace(/\s+/g, " ")
    .trim();
}

const inRange = (date: Date) => isValid(date) && date.getFullYear() >= 1900 && date.getFullYear() <= 9999;

/**
 * A published_at cell as an instant, or null when it cannot be read. Accepted: ISO 8601 dates and
 * date-times (with an offset they are exact; without one they are read on the agent's clock,
 * America/New_York), US M/D/YYYY with an optional time and AM/PM, "March 14, 2025",
 * "14 March 2025" and RFC 2822. Impossible dates such as 2025-02-30 are refused.
 */
export function parseImportDate(value: string, timeZone: string = IMPORT_TIME_ZONE): Date | null {
  const text = value.trim();
  const zone = tz(timeZone);
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const date = parseISO(text, { in: zone });
    return inRange(date) ? new Date(date.getTime()) : null;
  }
  const normalised = normaliseDateText(text);
  for (const format of [...ZONED_FORMATS, ...OFFSET_FORMATS]) {
    const date = parse(normalised, format, new Date(), { in: zone });
    if (inRange(date)) return new Date(date.getTime());
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
  return [
    ...new Set(
      text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
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
  excerpt: "Deep-water docks, sunset views and HOA rules: what to look for before you buy a waterfront home on Lake Norman.",
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
