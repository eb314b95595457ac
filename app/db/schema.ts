import type { LeadDetails } from "#app/lib/lead-submitted-fields.ts";
import { VITALS } from "../lib/vitals-beacon-shape.ts";
import { sql } from "drizzle-orm";
import type {
  FeaturedListing,
  KeyFeature,
  NamedDescription,
  PrimeNeighborhood,
  PageTexts,
  Restaurant,
  School,
  SiteSettings,
} from "../content/content-types.ts";
import { LEAD_STATUSES } from "../lib/lead-status.ts";
import { SUBSCRIBER_STATUSES } from "../lib/subscriber-status.ts";
import { NEWSLETTER_CONTENTS, NEWSLETTER_SEND_STATUSES } from "../lib/newsletter-send-status.ts";
import { REDIRECT_MATCHES } from "../lib/redirects.ts";
import { PAGE_TYPES, PAGE_VIEW_DIMENSIONS } from "../lib/analytics-rules.ts";
import { LISTING_STATUSES } from "../lib/mls-listing-row.ts";
import { MARKET_SEGMENTS } from "../lib/market-month-figures.ts";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    heroImageUrl: text("hero_image_url"),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    canonicalUrl: text("canonical_url"),
    featured: boolean("featured").notNull().default(false),
    readingTimeMinutes: integer("reading_time_minutes").notNull().default(1),
    /**
     * `content` rendered when it was saved (app/services/post-render.server.ts, decision 024), for
     * the renderer and site address in `contentRenderedWith`; null there means not rendered yet.
     */
    contentHtml: text("content_html"),
    contentSetsSerifItalic: boolean("content_sets_serif_italic").notNull().default(false),
    contentRenderedWith: text("content_rendered_with"),
    /** null means unpublished; a future time means scheduled. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * When the post first went public, kept when it is unpublished: once it has come, the post's
     * address may be out in the world. Kept by a trigger on every write (migration 0005).
     */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /** Raised by every edit; a write based on another version is refused (decision 037). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("blog_posts_published_at_idx").on(table.publishedAt.desc()),
    index("blog_posts_categories_idx").using("gin", table.categories),
    /** The admin list's order (drafts first, then newest date), so a page of it reads 50 index entries. */
    index("blog_posts_admin_order_idx").on(table.publishedAt.desc().nullsFirst(), table.updatedAt.desc(), table.slug),
    // Migration 0013 also adds, by hand, the search's generated columns `search_vector` and
    // `search_rank_vector` with their GIN indexes, a GIN index on title words and a partial index
    // of featured posts by date (decision 035); the models name them.
    /** The public list's order. */
    index("blog_posts_public_order_idx").on(table.publishedAt.desc(), table.slug),
  ],
);

export const neighborhoods = pgTable("neighborhoods", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  tagline: text("tagline").notNull(),
  heroImageUrl: text("hero_image_url").notNull(),
  /** Trusted HTML written by the site owner; sanitised again when rendered. */
  overviewContent: text("overview_content").notNull(),
  /** The overview as written in the Markdown editor; null for a guide written as HTML before, whose HTML is its Markdown. */
  overviewMarkdown: text("overview_markdown"),
  history: text("history").notNull(),
  marketDescription: text("market_description").notNull(),
  primeNeighborhoods: jsonb("prime_neighborhoods").$type<PrimeNeighborhood[]>().notNull().default([]),
  locationDescription: text("location_description").notNull(),
  distanceToCharlotte: doublePrecision("distance_to_charlotte"),
  distanceToLake: doublePrecision("distance_to_lake"),
  averageHomePrice: text("average_home_price"),
  marketTrends: text("market_trends"),
  keyFeatures: jsonb("key_features").$type<KeyFeature[]>().notNull().default([]),
  featuredListings: jsonb("featured_listings").$type<FeaturedListing[]>().notNull().default([]),
  schools: jsonb("schools").$type<School[]>().notNull().default([]),
  schoolDistrictUrl: text("school_district_url"),
  avgPrice: integer("avg_price"),
  avgDaysOnMarket: integer("avg_days_on_market"),
  pricePerSqft: integer("price_per_sqft"),
  restaurants: jsonb("restaurants").$type<Restaurant[]>().notNull().default([]),
  outdoorActivities: jsonb("outdoor_activities").$type<NamedDescription[]>().notNull().default([]),
  localEvents: jsonb("local_events").$type<NamedDescription[]>().notNull().default([]),
  boldtrailSearchUrl: text("boldtrail_search_url"),
  mapCenterLat: doublePrecision("map_center_lat"),
  mapCenterLng: doublePrecision("map_center_lng"),
  /**
   * Besides the listings whose City is the guide's name, those with one of these postal codes or
   * subdivisions belong to its market figures and homes for sale (issue 36, decision 052).
   */
  marketPostalCodes: text("market_postal_codes")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  marketSubdivisions: text("market_subdivisions")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The town's card on the home page and the neighborhood index. */
  cardDescription: text("card_description").notNull().default(""),
  cardImageUrl: text("card_image_url").notNull().default(""),
  /** Order on the index, the home grid and the footer. */
  position: integer("position").notNull().default(0),
  /** A hidden guide answers "Neighborhood Not Found" and is left out of every list. */
  hidden: boolean("hidden").notNull().default(false),
  /** Raised by every edit of the guide's form (decision 037). */
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const soldProperties = pgTable(
  "sold_properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mlsId: text("mls_id").notNull().unique(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    price: integer("price").notNull(),
    beds: integer("beds").notNull(),
    baths: real("baths").notNull(),
    sqft: integer("sqft").notNull(),
    imageUrl: text("image_url"),
    /** The firm that listed the home, named on its card (MLS attribution); empty when not recorded. */
    listingBrokerage: text("listing_brokerage").notNull().default(""),
    /** The closing date, as the MLS records it; null when not recorded. */
    saleDate: date("sale_date"),
    /** The gallery of the home's own page, after image_url (its card's picture). */
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description").notNull().default(""),
    /** As the MLS gives it, e.g. "0.92 acres". */
    lotSize: text("lot_size").notNull().default(""),
    /** Its place among the home page's featured sales (1–6); null when not featured. */
    homePosition: integer("home_position"),
    /** Raised by every edit (decision 037). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("sold_properties_price_idx").on(table.price.desc()),
    uniqueIndex("sold_properties_home_position_unique")
      .on(table.homePosition)
      .where(sql`${table.homePosition} IS NOT NULL`),
    check("sold_properties_home_position_range", sql`${table.homePosition} BETWEEN 1 AND 6`),
  ],
);

/** Every visitor message, stored before any delivery is attempted. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull(),
    meetingType: text("meeting_type").notNull(),
    message: text("message").notNull().default(""),
    source: text("source").notNull(),
    pageUrl: text("page_url"),
    /** What the visitor entered beyond the contact fields: an inquiry's address, a home's facts. */
    details: jsonb("details").$type<LeadDetails>().notNull().default({}),
    /** Chosen by the browser per submission, so a retried request stores the lead once. */
    submissionId: uuid("submission_id").unique(),
    /** The visit's first page, its referrer and UTM parameters (the first-party attribution cookie). */
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The consent record: whether the calls-and-texts box was checked, to which wording, when, from where. */
    consentGiven: boolean("consent_given").notNull().default(false),
    consentVersion: text("consent_version"),
    /** The consent wording as the visitor saw it, firm name included. */
    consentWording: text("consent_wording"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The earliest lead with the same e-mail address, when this one is a repeat visitor's. */
    repeatOf: uuid("repeat_of").references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
    /** Where the lead stands, set by the agent (app/lib/lead-status.ts). */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The day the agent means to follow up, in the site's time zone; null when none is set. */
    followUpOn: date("follow_up_on"),
    createdAt: createdAt(),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt.desc()),
    index("leads_email_lower_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("leads_follow_up_on_idx")
      .on(table.followUpOn)
      .where(sql`${table.followUpOn} IS NOT NULL`),
    check("leads_status", sql`${table.status} IN ('new', 'contacted', 'nurturing', 'closed', 'not-a-fit')`),
  ],
);

/** The agent's notes on a lead, each with its time and author; they go with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The signed-in administrator who wrote it: their name, or their e-mail address without one. */
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_notes_lead_id_idx").on(table.leadId, table.createdAt.desc())],
);

export type { LeadDetails };

/** One row per address (double opt-in, decision 048). */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased, so Ada@Example.com and ada@example.com are one subscriber. */
  email: text("email").notNull().unique(),
  status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
  /** The lead the confirmed subscription made for the CRM. */
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  /** When the address first asked. */
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The page the form was sent from (a post's address credits that post). */
  signupPage: text("signup_page"),
  /** The newsletter lead to record once confirmed: the visit's attribution, kept until then. */
  pendingLead: jsonb("pending_lead").$type<Record<string, unknown>>(),
  /**
   * When the last confirmation e-mail was asked for: at most one an hour, and only the link of the
   * latest one confirms (its token carries this time).
   */
  confirmationRequestedAt: timestamp("confirmation_requested_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** An address the agent added or imported: how its consent was given, in her words, and who added it. */
  consentNote: text("consent_note"),
  addedBy: text("added_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const MAIL_KINDS = ["confirmation", "newsletter"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A post e-mailed to the subscribers: at most one per post, ever (issue 35). */
export const newsletterSends = pgTable("newsletter_sends", {
  id: uuid("id").primaryKey().defaultRandom(),
  postId: uuid("post_id")
    .notNull()
    .unique()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  content: text("content", { enum: NEWSLETTER_CONTENTS }).notNull().default("excerpt"),
  status: text("status", { enum: NEWSLETTER_SEND_STATUSES }).notNull().default("waiting"),
  /** How many e-mails were queued when the post went live: the confirmed subscribers of that moment. */
  total: integer("total").notNull().default(0),
  /** The administrator who published it with "Email this post to subscribers". */
  createdBy: text("created_by"),
  createdAt: createdAt(),
  queuedAt: timestamp("queued_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/**
 * When the next newsletter e-mail may go, shared by every instance: claiming one moves it on by
 * a minute over NEWSLETTER_RATE_PER_MINUTE, so the rate holds however many instances send.
 */
export const mailPacing = pgTable("mail_pacing", {
  kind: text("kind", { enum: MAIL_KINDS }).primaryKey(),
  nextSlotAt: timestamp("next_slot_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mail outbox: every e-mail the site sends to a visitor, written in the transaction that
 * caused it and sent by a worker that claims rows as the lead outbox does (SKIP LOCKED and a lease).
 * failed: refused for good (a 5xx at RCPT); cancelled: no longer wanted (a newer confirmation).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    toAddress: text("to_address").notNull(),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** The newsletter send a newsletter e-mail belongs to: one row per send and subscriber. */
    sendId: uuid("send_id").references(() => newsletterSends.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "sent", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Kind second: confirmations are claimed apart from a newsletter's thousands of rows.
    index("mail_outbox_due_idx").on(table.status, table.kind, table.nextAttemptAt),
    index("mail_outbox_subscriber_idx").on(table.subscriberId),
    uniqueIndex("mail_outbox_send_subscriber_unique").on(table.sendId, table.subscriberId),
  ],
);

/**
 * crm is the generic webhook (its stored name predates the others), fub Follow Up Boss, email the
 * agent's notification; receipt is the visitor's own e-mail (issue 35), which is not a delivery of
 * the lead to the agent and counts in none of the leads' delivery states.
 */
export const DELIVERY_CHANNELS = ["crm", "fub", "email", "receipt"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Outbox: one row per lead and channel (the CRM webhook, the agent's e-mail). A worker claims due
 * rows with FOR UPDATE SKIP LOCKED and a lease (locked_until), so instances never send one twice.
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull().default("crm"),
    /** failed: refused for good (a 4xx, or archived by Follow Up Boss); only Retry now sends it again. */
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("lead_deliveries_lead_channel_unique").on(table.leadId, table.channel),
    index("lead_deliveries_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/** Every send of every outbox row: the delivery log of a lead's page. */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: ["delivered", "retry", "failed"] }).notNull(),
    httpStatus: integer("http_status"),
    error: text("error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [index("lead_delivery_attempts_delivery_idx").on(table.deliveryId, table.attemptedAt)],
);

/**
 * One row per destination that is failing: since when, and whether the agent has been e-mailed
 * about this incident. A success deletes the row, ending the incident.
 */
export const destinationIncidents = pgTable("destination_incidents", {
  channel: text("channel", { enum: DELIVERY_CHANNELS }).primaryKey(),
  failingSince: timestamp("failing_since", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
  alertedAt: timestamp("alerted_at", { withTimezone: true }),
});

/** What administrators did that removes data (a lead forgotten at the visitor's request), without the data. */
export const auditLog = pgTable("audit_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  action: text("action").notNull(),
  subjectId: uuid("subject_id"),
  administratorEmail: text("administrator_email").notNull(),
  detail: text("detail").notNull().default(""),
  createdAt: createdAt(),
});

export const administrators = pgTable("administrators", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  passwordHash: text("password_hash").notNull(),
  /**
   * Two-step sign-in (docs/decisions/039): the TOTP secret, AES-256-GCM encrypted with a key
   * derived from SESSION_SECRET; the pending one waits for its first code during enrolment.
   */
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  /** The RFC 6238 time step of the last code accepted: a code of that step or before is refused. */
  totpLastTimeStep: bigint("totp_last_time_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time recovery codes of two-step sign-in: a salted SHA-256 of each, used at most once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    administratorId: uuid("administrator_id")
      .notNull()
      .references(() => administrators.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("recovery_codes_administrator_idx").on(table.administratorId)],
);

/**
 * A sign-in between its password and its code: the SHA-256 of the id in the browser's short-lived
 * cookie, and the codes tried so far (a pending sign-in allows only a few).
 */
export const pendingSignIns = pgTable("pending_sign_ins", {
  idHash: text("id_hash").primaryKey(),
  administratorId: uuid("administrator_id")
    .notNull()
    .references(() => administrators.id, { onDelete: "cascade" }),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's session id, so a database leak yields no usable cookie. */
    idHash: text("id_hash").primaryKey(),
    administratorId: uuid("administrator_id")
      .notNull()
      .references(() => administrators.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last request the session made; 12 hours without one end it (ADMIN_SESSION_IDLE_MS). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Names the session on the account page's "Sign out" button; the id hash never leaves the server. */
    key: uuid("key").notNull().defaultRandom().unique(),
    /** Browser and system read from the User-Agent at sign-in ("Chrome on macOS"); the header itself is not kept. */
    device: text("device").notNull().default(""),
    /** The client address that signed in, as TRUST_PROXY allows. */
    address: text("address").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_administrator_idx").on(table.administratorId)],
);

export const POST_REVISION_KINDS = ["autosave", "save", "restore"] as const;
export type PostRevisionKind = (typeof POST_REVISION_KINDS)[number];

/**
 * A post's text after one editor write (decision 037): autosaves of one administrator within a
 * few minutes share one row; the newest 50 per post are kept.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PostRevisionKind>().notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    canonicalUrl: text("canonical_url"),
    administratorId: uuid("administrator_id").references(() => administrators.id, { onDelete: "set null" }),
    /** Who wrote it, kept when the administrator is removed. */
    administratorEmail: text("administrator_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The last autosave folded into this revision; created_at otherwise. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("post_revisions_post_idx").on(table.postId, table.createdAt.desc()),
    check("post_revisions_kind", sql`${table.kind} IN ('autosave', 'save', 'restore')`),
  ],
);

/** Shared counters for rate limits, so every app instance sees the same totals. */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** PostgreSQL bytea as a Buffer, whichever driver is underneath (pg gives Buffers, PGlite Uint8Arrays). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded images: every WebP variant's bytes, keyed like `<uuid>/<width>.webp`. The database is
 * the source of truth shared by all instances; DATA_DIR/media holds each instance's disk copy.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytea("bytes").notNull(),
    /** The uploaded file's name, for the record only; never used in a path or URL. */
    originalName: text("original_name"),
    createdAt: createdAt(),
    /**
     * Since when no content row names the upload (its upload time until it is first used), null
     * while one does; kept by the media_uses triggers (drizzle/0012_media_uses.sql).
     */
    unusedSince: timestamp("unused_since", { withTimezone: true }).defaultNow(),
  },
  (table) => [index("media_files_image_id_idx").on(sql`split_part(${table.key}, '/', 1)`), index("media_files_unused_since_idx").on(table.unusedSince)],
);

/**
 * Which content row names which upload: one row per upload and record (`source` is the table,
 * `ref` the record's id or slug). Written only by the triggers of drizzle/0012_media_uses.sql.
 */
export const mediaUses = pgTable(
  "media_uses",
  {
    mediaId: text("media_id").notNull(),
    source: text("source").notNull(),
    ref: text("ref").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.source, table.ref] })],
);

/** Small key/value facts about this installation, e.g. when demo content was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row whose version goes up with every committed change to public content (blog posts,
 * neighborhoods, sold properties; triggers in drizzle/0004_content_version.sql), so each
 * instance's page cache knows when to drop its pages.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_version_single_row", sql`${table.id} = 1`)],
);

/** Client testimonials (spec §3), in the agent's order, each shown on home, about, both or neither. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quote: text("quote").notNull(),
    author: text("author").notNull(),
    /** Who they are and what the agent did for them. */
    details: text("details").notNull().default(""),
    /** A square portrait or monogram, decorative beside the author's name. */
    imageUrl: text("image_url").notNull(),
    position: integer("position").notNull(),
    onHome: boolean("on_home").notNull().default(false),
    onAbout: boolean("on_about").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("testimonials_position_idx").on(table.position)],
);

/**
 * The one row of site settings (app/content/content-types.ts SiteSettings), edited at
 * /admin/settings; a change raises the content version like any other public content.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    settings: jsonb("settings").$type<SiteSettings>().notNull(),
    updatedBy: text("updated_by"),
    /** Raised by every save of the settings form (decision 037). */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [check("site_settings_single_row", sql`${table.id} = 1`)],
);

/** The fixed text of home, about and the privacy policy, a row per page, edited at /admin/pages; a page without its row shows the seed's. */
export const pageTexts = pgTable(
  "page_texts",
  {
    page: text("page").primaryKey(),
    texts: jsonb("texts").$type<PageTexts[keyof PageTexts]>().notNull(),
    updatedBy: text("updated_by"),
    /** Raised by every save (decision 037). */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [check("page_texts_page", sql`${table.page} IN ('home', 'about', 'privacy', 'accessibility')`)],
);

/**
 * The site's redirects (decision 038): the spec's legacy paths, the 301s a published post's slug
 * change adds (`automatic`, by the trigger in drizzle/0015_redirects.sql) and the administrator's
 * own. A prefix redirect keeps the rest of the path. Read whole into each instance's memory and
 * dropped with the content version.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromPath: text("from_path").notNull().unique(),
    toPath: text("to_path").notNull(),
    match: text("match", { enum: REDIRECT_MATCHES }).notNull().default("exact"),
    status: integer("status").notNull().default(301),
    automatic: boolean("automatic").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("redirects_to_path_idx").on(table.toPath),
    check("redirects_status", sql`${table.status} IN (301, 302)`),
    check("redirects_match", sql`${table.match} IN ('exact', 'prefix')`),
    check("redirects_not_to_itself", sql`${table.fromPath} <> ${table.toPath}`),
  ],
);

/** An MLS listings export imported (issue 36): the date it was taken, and what its import did. */
export const marketImports = pgTable("market_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The day the export was taken: "as of" wherever its data appears. */
  asOf: date("as_of").notNull(),
  fileName: text("file_name").notNull(),
  added: integer("added").notNull(),
  updated: integer("updated").notNull(),
  unchanged: integer("unchanged").notNull(),
  ms: integer("ms").notNull(),
  importedBy: text("imported_by").notNull(),
  /**
   * When the export was taken, as near as it says: its newest change when that is on the "as of"
   * day, otherwise the end of that day. Listing cards older than 12 hours past it are marked.
   */
  exportedAt: timestamp("exported_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  /** When its listings and figures were all in: until then no page takes its date or counts (decision 052). */
  finishedAt: timestamp("finished_at", { withTimezone: true, mode: "string" }),
  createdAt: createdAt(),
});

/** A listing's fields as the MLS export gives them (app/lib/mls-listing-row.ts reads the rows). */
const mlsListingFields = () => ({
  listingId: text("listing_id").notNull(),
  address: text("address"),
  status: text("status", { enum: LISTING_STATUSES }).notNull(),
  listPrice: doublePrecision("list_price").notNull(),
  closePrice: doublePrecision("close_price"),
  closeDate: date("close_date"),
  listedOn: date("listed_on"),
  daysOnMarket: integer("days_on_market"),
  livingArea: doublePrecision("living_area"),
  bedrooms: integer("bedrooms"),
  bathrooms: integer("bathrooms"),
  city: text("city").notNull(),
  postalCode: text("postal_code"),
  subdivision: text("subdivision"),
  waterfront: boolean("waterfront"),
  listOfficeName: text("list_office_name").notNull(),
  listAgentName: text("list_agent_name"),
  listAgentEmail: text("list_agent_email"),
  listAgentPhone: text("list_agent_phone"),
  modifiedAt: timestamp("modified_at", { withTimezone: true, mode: "string" }).notNull(),
});

/**
 * The listings of the MLS exports, one row per ListingId: a re-import keeps the row with the
 * latest ModificationTimestamp.
 */
export const mlsListings = pgTable(
  "mls_listings",
  {
    ...mlsListingFields(),
    listingId: text("listing_id").primaryKey(),
    importId: uuid("import_id")
      .notNull()
      .references(() => marketImports.id),
  },
  (table) => [index("mls_listings_city_idx").on(sql`lower(${table.city})`)],
);

/**
 * An export read and checked by its preview, waiting to be imported (decision 052): its rows are
 * kept here, written in batches, so the import is one short step and the file is sent only once.
 * An upload not imported within a day is deleted.
 */
export const marketUploads = pgTable("market_uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileName: text("file_name").notNull(),
  uploadedBy: text("uploaded_by").notNull(),
  /** The newest ModificationTimestamp in the file: the "as of" date offered by default. */
  newestModifiedAt: timestamp("newest_modified_at", { withTimezone: true, mode: "string" }),
  /** Listings staged (one per ListingId). */
  listingCount: integer("listing_count").notNull().default(0),
  /** Importable: every row was read, none had a problem, and it has not been imported yet. */
  complete: boolean("complete").notNull().default(false),
  /** The import under way with its rows: they leave the upload as they are merged, so a stopped import goes on from the rest. */
  importId: uuid("import_id").references(() => marketImports.id),
  /** Until when the instance running that import holds it; another takes it over after. */
  leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

export const marketUploadListings = pgTable(
  "market_upload_listings",
  {
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => marketUploads.id, { onDelete: "cascade" }),
    ...mlsListingFields(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.listingId] })],
);

/** The agent's choices for a listing's card on its town's guide (issue 36): pinned first, or hidden. */
export const marketListingChoices = pgTable("market_listing_choices", {
  listingId: text("listing_id")
    .primaryKey()
    .references(() => mlsListings.listingId, { onDelete: "cascade" }),
  pinned: boolean("pinned").notNull().default(false),
  hidden: boolean("hidden").notNull().default(false),
  /** The agent's own photo for the card, an upload's URL (`/media/…`); never one from the MLS. */
  photoUrl: text("photo_url"),
  updatedAt: updatedAt(),
});

/** Each area's figures per month and segment (app/lib/market-month-figures.ts), recomputed at every import. */
export const marketAreaMonths = pgTable(
  "market_area_months",
  {
    areaSlug: text("area_slug")
      .notNull()
      .references(() => neighborhoods.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    segment: text("segment", { enum: MARKET_SEGMENTS }).notNull(),
    /** YYYY-MM */
    month: text("month").notNull(),
    closedSales: integer("closed_sales").notNull(),
    medianSalePrice: doublePrecision("median_sale_price"),
    medianPricePerSqft: doublePrecision("median_price_per_sqft"),
    medianDaysOnMarket: doublePrecision("median_days_on_market"),
    saleToListRatio: doublePrecision("sale_to_list_ratio"),
    newListings: integer("new_listings").notNull(),
    activeAtMonthEnd: integer("active_at_month_end").notNull(),
    monthsOfInventory: doublePrecision("months_of_inventory"),
  },
  (table) => [primaryKey({ columns: [table.areaSlug, table.segment, table.month] })],
);

/** Each day's random salt for the visitor keys (issue 37): one for every instance, deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Page views and visitors per day (Charlotte's) and per value of one dimension (decision 053): the
 * site as a whole, each page, each device class, and where visits came from. Kept 25 months.
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    dimension: text("dimension", { enum: PAGE_VIEW_DIMENSIONS }).notNull(),
    day: date("day").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.day, table.value] })],
);

/**
 * The same counts per month (its first day): written beside the daily rows, so a long period reads a
 * row per value and month instead of one per day (decision 053). Visitors are the sum of the days'.
 */
export const pageViewMonths = pgTable(
  "page_view_months",
  {
    dimension: text("dimension", { enum: PAGE_VIEW_DIMENSIONS }).notNull(),
    month: date("month").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.month, table.value] })],
);

/** Who was counted today under each value, as salted hashes: a visitor counts once a day. Deleted once the day is over. */
export const pageViewDayVisitors = pgTable(
  "page_view_day_visitors",
  {
    day: date("day").notNull(),
    dimension: text("dimension", { enum: PAGE_VIEW_DIMENSIONS }).notNull(),
    value: text("value").notNull(),
    visitorKey: bigint("visitor_key", { mode: "bigint" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value, table.visitorKey] })],
);

/** Real visitors' Core Web Vitals per day and page type, as histograms (app/lib/analytics-rules.ts). Kept 25 months. */
export const webVitalDays = pgTable(
  "web_vital_days",
  {
    metric: text("metric", { enum: VITALS }).notNull(),
    day: date("day").notNull(),
    pageType: text("page_type", { enum: PAGE_TYPES }).notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  // A period's histograms are read by day, across metrics: the key, which starts with the metric, does not serve it.
  (table) => [primaryKey({ columns: [table.metric, table.day, table.pageType, table.bucket] }), index("web_vital_days_day_idx").on(table.day)],
);

/** The vitals' histograms per month (its first day), written beside the daily rows. */
export const webVitalMonths = pgTable(
  "web_vital_months",
  {
    month: date("month").notNull(),
    metric: text("metric", { enum: VITALS }).notNull(),
    pageType: text("page_type", { enum: PAGE_TYPES }).notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.metric, table.pageType, table.bucket] })],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type Neighborhood = typeof neighborhoods.$inferSelect;
export type NewNeighborhood = typeof neighborhoods.$inferInsert;
export type SoldProperty = typeof soldProperties.$inferSelect;
export type NewSoldProperty = typeof soldProperties.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type LeadDelivery = typeof leadDeliveries.$inferSelect;
export type LeadDeliveryAttempt = typeof leadDeliveryAttempts.$inferSelect;
export type Administrator = typeof administrators.$inferSelect;
export type MediaFile = typeof mediaFiles.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;
