/**
 * Synthetic posts for the bench's scale case (issue 17): about 3 KB of Markdown each, mostly a long
 * tail of made-up words with a lake-and-real-estate vocabulary sprinkled in ("boat", "dock" and their
 * forms among them), so a search term matches a share of the archive as in real text and full-text
 * search has real words to stem and rank; the demo's categories, a few tags, some drafts and some
 * scheduled. Deterministic for a seed.
 */
import { blogPosts } from "#app/db/schema.ts";
import type { Db } from "#app/db/client.server.ts";
import { renderKey } from "#app/services/post-render.server.ts";

export const CATEGORIES = [
  "Neighborhood Guides",
  "Boating & Water Sports",
  "Market Insights",
  "Real Estate Tips",
  "Home Staging",
  "Dining & Entertainment",
  "Local Events",
];

const TAGS = [
  "lake norman",
  "cornelius",
  "davidson",
  "mooresville",
  "huntersville",
  "denver",
  "waterfront",
  "boating",
  "marinas",
  "schools",
  "new construction",
  "golf",
  "dining",
  "festivals",
  "investment",
  "staging",
];

/** Words a visitor might search for; "boat" and "dock" and their forms are common on purpose. */
export const VOCABULARY = [
  "boat",
  "boats",
  "boating",
  "dock",
  "docks",
  "docking",
  "lake",
  "shoreline",
  "cove",
  "marina",
  "waterfront",
  "pier",
  "kayak",
  "paddleboard",
  "sunset",
  "neighborhood",
  "school",
  "commute",
  "charlotte",
  "village",
  "downtown",
  "trail",
  "park",
  "greenway",
  "festival",
  "restaurant",
  "brewery",
  "market",
  "price",
  "prices",
  "listing",
  "offer",
  "inspection",
  "appraisal",
  "mortgage",
  "closing",
  "buyer",
  "seller",
  "agent",
  "inventory",
  "investment",
  "rental",
  "kitchen",
  "porch",
  "deck",
  "garage",
  "basement",
  "renovation",
  "staging",
  "garden",
  "view",
  "views",
  "acre",
  "lot",
  "builder",
  "construction",
  "community",
  "golf",
  "tennis",
  "swimming",
  "fishing",
  "season",
  "summer",
  "winter",
  "autumn",
  "spring",
  "weekend",
  "family",
  "retirement",
  "condo",
  "townhome",
  "estate",
  "survey",
  "permit",
  "bulkhead",
  "seawall",
  "lift",
  "slip",
  "channel",
  "depth",
  "water",
  "storm",
  "insurance",
  "tax",
  "county",
  "town",
  "history",
  "mill",
];

const TITLE_OPENERS = ["A Guide to", "What to Know About", "Why Buyers Love", "Notes on", "The Truth About", "Ten Questions on", "Living With", "Choosing"];

/** A small, fast, seeded generator (mulberry32), so every run writes the same archive. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SYLLABLES = ["la", "ke", "mor", "ri", "san", "to", "ven", "dor", "pel", "quin", "bra", "ste", "wil", "ha", "cor", "nu", "fen", "gal", "tre", "bo"];

/** Filler words, made of syllables: a long tail, so most words of a post are rare across the archive. */
const FILLER = SYLLABLES.flatMap((first) => SYLLABLES.flatMap((second) => SYLLABLES.slice(0, 10).map((third) => `${first}${second}${third}`)));

/** Share of a post's words taken from the vocabulary: each of its words is then in roughly one post in six. */
const TOPICAL_SHARE = 0.035;

/** A word: topical now and then, otherwise filler drawn log-uniformly (a few common, most rare, as in real text). */
function word(random: () => number): string {
  if (random() < TOPICAL_SHARE) return pick(random, VOCABULARY);
  return FILLER[Math.floor(Math.pow(FILLER.length, random())) - 1] ?? "lake";
}

function sentence(random: () => number): string {
  const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => word(random));
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export type SyntheticPost = typeof blogPosts.$inferInsert;

/**
 * Post number `n` (from 0) of an archive written backwards from `now`: one a few hours apart, every
 * 25th a draft and every 40th scheduled for the coming weeks. Its Markdown is headings and
 * paragraphs, and its stored HTML is what the renderer makes of those, marked current for `siteUrl`
 * so the server does not render 20,000 posts again at start.
 */
export function syntheticPost(n: number, now: Date, siteUrl: string, random = seededRandom(n + 1)): SyntheticPost {
  const subject = `${pick(random, VOCABULARY)} ${pick(random, VOCABULARY)}`;
  const title = `${pick(random, TITLE_OPENERS)} ${subject.replace(/\b\w/g, (letter) => letter.toUpperCase())} (No. ${n + 1})`;
  const sections: { heading: string; paragraphs: string[] }[] = [];
  let length = 0;
  while (length < 2900) {
    const paragraphs = Array.from({ length: 2 + Math.floor(random() * 2) }, () => Array.from({ length: 4 }, () => sentence(random)).join(" "));
    const heading = sentence(random).slice(0, -1);
    sections.push({ heading, paragraphs });
    length += heading.length + paragraphs.reduce((total, paragraph) => total + paragraph.length + 2, 6);
  }
  const content = sections.map(({ heading, paragraphs }) => [`## ${heading}`, ...paragraphs].join("\n\n")).join("\n\n");
  const contentHtml = sections
    .map(({ heading, paragraphs }) => [`<h2>${escapeHtml(heading)}</h2>`, ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)].join("\n"))
    .join("\n");
  const hoursAgo = n * 7 + 1;
  const publishedAt =
    n % 25 === 3 ? null : n % 40 === 7 ? new Date(now.getTime() + (1 + (n % 30)) * 24 * 3_600_000) : new Date(now.getTime() - hoursAgo * 3_600_000);
  const categories = [pick(random, CATEGORIES), ...(random() < 0.4 ? [pick(random, CATEGORIES)] : [])];
  const words = content.split(/\s+/).length;
  return {
    slug: `bench-${n + 1}-${subject.replace(/\s+/g, "-")}`,
    title,
    excerpt: sentence(random) + " " + sentence(random),
    content,
    contentHtml,
    contentSetsSerifItalic: false,
    contentRenderedWith: renderKey(siteUrl),
    categories: [...new Set(categories)],
    tags: [...new Set([pick(random, TAGS), pick(random, TAGS), pick(random, TAGS)])],
    authorName: "Bench Writer",
    readingTimeMinutes: Math.max(1, Math.round(words / 225)),
    publishedAt,
    createdAt: new Date(now.getTime() - (hoursAgo + 2) * 3_600_000),
    updatedAt: new Date(now.getTime() - hoursAgo * 3_600_000),
  };
}

/** Rows per INSERT: about 6 MB of text and well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** Inserts `count` synthetic posts in multi-row INSERTs, one transaction; returns how long it took in ms. */
export async function insertSyntheticPosts(db: Db, count: number, siteUrl: string, now = new Date()): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (let first = 0; first < count; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) => syntheticPost(first + i, now, siteUrl));
      await tx.insert(blogPosts).values(rows);
    }
  });
  return performance.now() - started;
}
