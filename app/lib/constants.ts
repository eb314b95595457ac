/** Business constants and limits of spec §9, in one place. */

export const DIALOG_CLOSE_DELAY_MS = 1000;
/** Seconds a visitor (or a crawler) is asked to wait by a 503: the database unreachable, the disk full. */
export const RETRY_AFTER_S = 30;

export const BLOG_PAGE_SIZE = 9;
export const RELATED_POSTS_LIMIT = 3;
export const PROPERTY_FETCH = { radius: 10, limit: 50 } as const;

export const READING_WORDS_PER_MINUTE = 200;
export const EXCERPT_MAX_LENGTH = 300;
export const AUTOSAVE_DELAY_MS = 3000;
export const SLUG_COLLISION_SUFFIX = "-2";

export const TOASTS = {
  visible: 3,
  durationMs: 4000,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 20,
  removalDelayMs: 200,
  desktopOffsetPx: 32,
  mobileOffsetPx: 16,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/** Public pages refetch on window focus and on reconnect (spec §4), at most once per this interval. */
export const PAGE_REFRESH_MIN_INTERVAL_MS = 3000;

export type RangeFilter = { value: string; min: number; max: number };

/** Sold-properties price filter (spec §9); max is inclusive, the last bucket caps at 99,999,999. */
export const SOLD_PRICE_FILTERS = [
  { value: "under-300k", min: 0, max: 299_999 },
  { value: "300k-500k", min: 300_000, max: 499_999 },
  { value: "500k-750k", min: 500_000, max: 749_999 },
  { value: "750k-1m", min: 750_000, max: 999_999 },
  { value: "1m-plus", min: 1_000_000, max: 99_999_999 },
] as const satisfies readonly RangeFilter[];

/** Sold-properties size filter in square feet (spec §9); the last bucket caps at 99,999. */
export const SOLD_SIZE_FILTERS = [
  { value: "under-1500", min: 0, max: 1_499 },
  { value: "1500-2500", min: 1_500, max: 2_499 },
  { value: "2500-3500", min: 2_500, max: 3_499 },
  { value: "3500-5000", min: 3_500, max: 4_999 },
  { value: "5000-plus", min: 5_000, max: 99_999 },
] as const satisfies readonly RangeFilter[];

/**
 * What the filters' choices say, by bucket: apart from the buckets, which the page script filters
 * with, so that it carries none of the labels.
 */
export const SOLD_FILTER_LABELS: Record<(typeof SOLD_PRICE_FILTERS | typeof SOLD_SIZE_FILTERS)[number]["value"], string> = {
  "under-300k": "Under $300K",
  "300k-500k": "$300K-$500K",
  "500k-750k": "$500K-$750K",
  "750k-1m": "$750K-$1M",
  "1m-plus": "$1M and up",
  "under-1500": "Under 1,500 sq ft",
  "1500-2500": "1,500-2,500 sq ft",
  "2500-3500": "2,500-3,500 sq ft",
  "3500-5000": "3,500-5,000 sq ft",
  "5000-plus": "5,000 sq ft and up",
};

/** The sold gallery's "at least" choices for beds and for baths (issue 16): 3 keeps homes with 3 or more. */
export const SOLD_MIN_BEDS = [2, 3, 4, 5] as const;
export const SOLD_MIN_BATHS = [2, 3, 4, 5] as const;

/** Public schools shown as full cards per town before the rest (spec §9). */
export const SCHOOLS_SHOWN_PER_TOWN: Record<string, number> = {
  denver: 8,
  hickory: 6,
  cornelius: 5,
  davidson: 4,
};
export const SCHOOLS_SHOWN_DEFAULT = 3;

/** Lead delivery outbox: retries back off exponentially and never give up, so no lead is lost. */
export const OUTBOX = {
  pollIntervalMs: 1000,
  batchSize: 10,
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  /** A claimed row is someone else's to retry only after this, so it must exceed the send timeout. */
  leaseMs: 60_000,
  sendTimeoutMs: 10_000,
} as const;

/** Double opt-in (issue 35): how long a confirmation link works, and how often one address may be sent one. */
export const NEWSLETTER_CONFIRMATION = {
  validMs: 7 * 24 * 60 * 60_000,
  minIntervalMs: 60 * 60_000,
} as const;

/** A visitor's receipt (issue 35): at most one an address in this time, so the forms cannot mail-bomb anyone. */
export const LEAD_RECEIPT_MIN_INTERVAL_SECONDS = 60 * 60;

/** A destination failing this long gets the admin's banner and one e-mail to the agent (issue 15). */
export const DESTINATION_ALERT_AFTER_MS = 30 * 60_000;
/** Leads not delivered everywhere this long after they came in are counted on every admin page. */
export const UNDELIVERED_LEAD_AFTER_MS = 10 * 60_000;

/** Admin sign-in: how long a session lives, and the brute-force limits (docs/decisions/026). */
export const ADMIN_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A session not used for this long has ended, whatever its absolute lifetime. */
export const ADMIN_SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SIGN_IN_LOCKOUT = {
  windowMs: 15 * 60_000,
  /** Failures from one client address (any accounts) within the window that lock that address; multiplied by RATE_LIMIT_FACTOR. */
  maxFailuresPerClient: 5,
  /**
   * Failures for one e-mail address (known or not) within the window that cost nothing. Each
   * further attempt on it waits twice as long as the last — 1 s, 2 s, 4 s … up to
   * maxAccountDelayMs — and then is checked: the right password always gets in.
   */
  freeFailuresPerAccount: 3,
  maxAccountDelayMs: 16_000,
} as const;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** CSV import (issue 6): the files of spec §9 and the bounds of one import. */
export const IMPORT_TEMPLATE_FILENAME = "blog-import-template.csv";
export const SCRAPED_CSV_FILENAME = "scraped-posts.csv";
export const IMPORT = {
  /** Rows accepted in one import; a larger file is refused as a whole, before anything is written. */
  maxRows: 2_000,
  /** Size of an uploaded CSV file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** A create whose slug is taken tries this many free candidates ("-2", "-3", …) against races. */
  createAttempts: 5,
} as const;

/** URL scraper (issue 6): what one request may ask for, and what one page may cost. */
export const SCRAPER = {
  maxUrls: 20,
  /** Pages fetched at the same time within one request. */
  concurrency: 3,
  maxRedirects: 5,
  /** For one URL, redirects and body included. */
  timeoutMs: 10_000,
  /** Of one page's body, counted as it streams in. */
  maxBytes: 2 * 1024 * 1024,
  /**
   * CPU time to parse one page, on a render thread (an 834 KB article takes 2–5 s, so a page
   * of the 2 MB limit fits), timed apart from the source's answer.
   */
  parseTimeLimitMs: 20_000,
  userAgent: "LakefrontImporter/1.0 (+https://lakefrontnc.com)",
} as const;

/**
 * Uploaded images (admin editor): accepted size and pixel count, and the WebP variants made of
 * each. The largest variant is the original width capped at the last width, so none is upscaled.
 */
export const MEDIA = {
  maxBytes: 10 * 1024 * 1024,
  /** Against decompression bombs: a 48-megapixel phone photo passes, a 20,000 × 20,000 PNG does not. */
  maxPixels: 60_000_000,
  /** Room for the multipart envelope around the file in the upload request. */
  multipartOverheadBytes: 64 * 1024,
  variantWidths: [480, 960, 1600],
  webpQuality: 82,
  urlPrefix: "/media/",
  /** Images a page of the media library and of its picker shows. */
  libraryPageSize: 48,
  /**
   * How long an upload must have been both stored and named by no content before the sweep deletes
   * it: one whose form is not saved yet, or cut from a post and pasted back, is not lost.
   */
  unusedGraceMs: 24 * 60 * 60_000,
  /** How often each instance deletes the uploads past their grace and its disk copies of deleted ones. */
  sweepIntervalMs: 60 * 60_000,
} as const;

/** What the upload endpoint answers when it refuses a file. */
export const MEDIA_MESSAGES = {
  missing: "Choose an image file to upload",
  tooLarge: `Images must be ${MEDIA.maxBytes / (1024 * 1024)} MB or smaller`,
  notAnImage: "Only image files can be uploaded",
  unsupported: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded",
  tooManyPixels: `Images must be ${MEDIA.maxPixels / 1_000_000} megapixels or smaller`,
  unreadable: "This image could not be read; it may be damaged",
  controlCharactersInName: "Rename the file: its name has invisible control characters",
  failed: "The upload failed. Please try again.",
} as const;

/**
 * Issue 7 performance budgets for one public page's first load (KB = 1024 bytes), checked by
 * tests/e2e/budgets.spec.ts at 390 px. See docs/decisions/012-responsive-images.md.
 */
export const PERFORMANCE_BUDGETS = {
  /** Every script of a public page, gzip (issue 7; decision 014 is how). */
  javascriptKb: 100,
  /** The page script itself, gzip: its widgets and the real-user vitals (issue 37). */
  pageScriptKb: 10,
  /** Everything the page itself loads (document, CSS, JavaScript, fonts, images), not the search iframe. */
  totalKb: 500,
  /** Cumulative layout shift until the page has settled (started, no request in flight), the fonts arriving before the first paint. */
  maxLayoutShift: 0,
  /**
   * The same when the fonts arrive after the first paint (font-display: swap on a slow link). The
   * fallback faces are matched to the fonts' widths and line boxes, so only a line or two may wrap
   * differently; unmatched, the sold page shifts by 0.10, the limit of a "good" CLS.
   */
  maxFontSwapShift: 0.05,
} as const;

/**
 * Server page cache (issue 7): rendered public pages kept in each instance's memory, bounded, and
 * dropped when the content version in the database changes (checked at most once a second) or a
 * scheduled post's time comes.
 */
export const PAGE_CACHE = {
  maxEntries: 500,
  /**
   * Every entry's headers and copies together (a compressible page's gzip and brotli copies, any
   * other body as it came). The demo's public pages (every guide, post, sold home and list page)
   * filled less than half of it when the raw body was kept too; with 64 MB a stream of distinct
   * pages left the server resident at 530 MB (issue 33, point 19; decision 045).
   */
  maxBytes: 24 * 1024 * 1024,
  /** A larger response is served but not kept. A 50,000-URL sitemap, the largest page, is about 6.5 MB with its copies. */
  maxEntryBytes: 8 * 1024 * 1024,
  versionCheckIntervalMs: 1000,
  /**
   * How long past the interval a version check under way still vouches for the cached pages: a
   * transaction on the embedded database (a newsletter's 5,000 e-mails queued) held the check, and
   * every cached page with it, for up to 190 ms. Another instance's change shows this much later
   * at most, and only while the database is that slow.
   */
  versionCheckGraceMs: 5000,
  /**
   * While the content version cannot be read (the database is unreachable), a cached page is
   * served as it is for up to this long past its own lifetime (stale-if-error), and the version is
   * tried again at most once per retry interval rather than on every request.
   */
  staleIfErrorMs: 24 * 60 * 60 * 1000,
  versionRetryAfterFailureMs: 1000,
  /**
   * Compressed when an entry is stored, off the event loop. Brotli 10 makes a page 10 % smaller
   * than 5 but costs ten times the CPU (the home page: 153 against 15 ms on a slow core, longer
   * than rendering it), so an entry is stored with brotli 5 and given brotli 10 in the background
   * once it is asked for again: a page a crawler reads once never pays for it.
   */
  gzipLevel: 6,
  brotliFirstQuality: 5,
  brotliQuality: 10,
  /** Brotli 10 takes 1.7 s for a 3 MB sitemap, brotli 5 70 ms; past this size the page gets 5. */
  brotliLargeBodyBytes: 256 * 1024,
  brotliLargeBodyQuality: 5,
} as const;
