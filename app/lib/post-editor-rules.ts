import type { CalloutType } from "./markdown.ts";
import { withLowerCaseProtocol } from "./link-destination.ts";
import { readingTimeMinutes } from "./reading-time.ts";
import { normaliseChips, type PostWrite } from "./post-schemas.ts";
import { slugify } from "./slug.ts";
import type { NewsletterSendStatus } from "./newsletter-send-status.ts";

/** Pure rules of the post editor (spec §2, §4, §5, §9), shared by the browser and the server. */

/** Spec §3: the categories the editor suggests. */
export const SUGGESTED_CATEGORIES = [
  "Neighborhood Guides",
  "Market Insights",
  "Dining & Entertainment",
  "Boating & Water Sports",
  "Local Events",
  "Home Staging",
  "Real Estate Tips",
] as const;

export const DEFAULT_FOCAL_POINT = { x: 50, y: 50 } as const;

/** The public address of a post. */
export function postPath(slug: string): string {
  return `/the-lake-advisor/${slug}`;
}

export function publicPostUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${postPath(slug)}`;
}

/**
 * Spec §4 "Slug": typing in the title regenerates the slug; the slug may then be edited by hand,
 * until the title is typed in again, which overwrites it.
 */
export function slugForTitle(title: string): string {
  return slugify(title);
}

/** Spec §5 "Chip input": the entry trimmed; blank or duplicate (ignoring case) entries ignored. */
export function addChip(chips: readonly string[], entry: string): string[] {
  const value = entry.trim();
  if (!value) return [...chips];
  return normaliseChips([...chips, value]);
}

export function removeChip(chips: readonly string[], chip: string): string[] {
  return chips.filter((existing) => existing !== chip);
}

/** Suggestions not chosen yet (spec §5: chosen suggestions are hidden). */
export function visibleSuggestions(suggestions: readonly string[], chosen: readonly string[]): string[] {
  const taken = new Set(chosen.map((chip) => chip.toLocaleLowerCase()));
  return suggestions.filter((suggestion) => !taken.has(suggestion.toLocaleLowerCase()));
}

export type PostValues = PostWrite & { readingTimeMinutes: number };

/**
 * The columns a save writes. Every save recomputes the reading time (spec §5); a publish also
 * fills the SEO title and description from the title and excerpt when empty (spec §5) and sets
 * published_at to the chosen date or now (spec §4). A draft save never touches published_at.
 */
export function postValuesForSave(input: PostWrite): Omit<PostValues, "publishedAt"> {
  const { publishedAt: _ignored, ...rest } = input;
  return { ...rest, readingTimeMinutes: readingTimeMinutes(input.content) };
}

export function postValuesForPublish(input: PostWrite, now: Date = new Date()): PostValues & { publishedAt: Date } {
  return {
    ...input,
    seoTitle: input.seoTitle?.trim() || input.title,
    seoDescription: input.seoDescription?.trim() || input.excerpt,
    readingTimeMinutes: readingTimeMinutes(input.content),
    publishedAt: input.publishedAt ?? now,
  };
}

export type PostStatus = "published" | "scheduled" | "draft";

/** Published when published_at has come, scheduled when it is in the future, draft when null. */
export function postStatus(publishedAt: Date | string | null, now: Date = new Date()): PostStatus {
  if (publishedAt === null) return "draft";
  return new Date(publishedAt).getTime() <= now.getTime() ? "published" : "scheduled";
}

/**
 * Whether a post has ever been on the site (its first_published_at has come), even if it has been
 * unpublished since: its address may be in links and search results, so it no longer follows the
 * title and moves only when the slug is edited by hand and the move confirmed.
 */
export function hasBeenPublic(firstPublishedAt: Date | string | null, now: Date = new Date()): boolean {
  return firstPublishedAt !== null && new Date(firstPublishedAt).getTime() <= now.getTime();
}

/** The slug a post that has been public at `storedSlug` would move to, or null when it stays. */
export function slugMove(storedSlug: string, formSlug: string): { from: string; to: string } | null {
  const to = formSlug.trim();
  return to !== "" && to !== storedSlug ? { from: storedSlug, to } : null;
}

/**
 * Spec §9: callouts are blockquotes with an icon and the upper-cased type. The type is written in
 * bold; renderMarkdown() draws the icon (an emoji here would show as a box without an emoji font).
 */
export function calloutMarkdown(type: CalloutType): string {
  return `> **${type.toUpperCase()}**\n> `;
}

/** Markdown image; brackets in the alt text and spaces or parentheses in the address are escaped. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${escapeLabel(alt.trim())}](${escapeDestination(url.trim())})`;
}

export function linkMarkdown(text: string, url: string): string {
  return `[${escapeLabel(text.trim())}](${escapeDestination(withLowerCaseProtocol(url.trim()))})`;
}

function escapeLabel(text: string): string {
  return text.replace(/[[\]\\]/g, (character) => `\\${character}`);
}

function escapeDestination(url: string): string {
  return url.replace(/[\s()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

export type TextEdit = { text: string; cursor: number };

/** Replaces the selection [start, end) with `insertion`; the cursor lands after it. */
export function insertAt(text: string, start: number, end: number, insertion: string): TextEdit {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insertion + text.slice(to), cursor: from + insertion.length };
}

/**
 * Inserts a block (a callout) on lines of its own at the selection: a blank line before it
 * unless it starts the document.
 */
export function insertBlockAt(text: string, start: number, end: number, block: string): TextEdit {
  const before = text.slice(0, Math.max(0, Math.min(start, text.length)));
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  return insertAt(text, start, end, lead + block);
}

/** Spec §2: Insert in the image dialog appends the image to the content, on a paragraph of its own. */
export function appendBlock(text: string, block: string): string {
  if (text.trim() === "") return block;
  return `${text.replace(/\s+$/, "")}\n\n${block}`;
}

/** The focal point, in whole percent, of a click at (clientX, clientY) on a box. */
export function focalPointFromClick(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const percent = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(100, Math.max(0, (offset / size) * 100))) : 50);
  return { x: percent(clientX - box.left, box.width), y: percent(clientY - box.top, box.height) };
}

export function focalPointLabel(point: { x: number; y: number }): string {
  return `Focal Point: ${point.x}%, ${point.y}%`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as the value of an <input type="datetime-local"> in the browser's time zone. */
export function toDateTimeLocal(value: Date | string | null): string {
  if (value === null) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An <input type="datetime-local"> value (local time) as ISO 8601 in UTC; "" when blank or invalid. */
export function fromDateTimeLocal(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** The editor's empty form for a new post (spec §3: the author defaults to the agent). */
export function emptyPostForm(agentName: string) {
  return {
    title: "",
    slug: "",
    excerpt: "",
    content: "",
    heroImageUrl: "",
    categories: [] as string[],
    tags: [] as string[],
    authorName: agentName,
    seoTitle: "",
    seoDescription: "",
    canonicalUrl: "",
    featured: false,
    publishedAt: "",
  };
}

export type PostForm = ReturnType<typeof emptyPostForm>;

/** A stored post as the editor's form; the publish date stays ISO (converted at the field). */
export function postToForm(post: {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  heroImageUrl: string | null;
  categories: string[];
  tags: string[];
  authorName: string;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  featured: boolean;
  publishedAt: Date | string | null;
}): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    heroImageUrl: post.heroImageUrl ?? "",
    categories: [...post.categories],
    tags: [...post.tags],
    authorName: post.authorName,
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    canonicalUrl: post.canonicalUrl ?? "",
    featured: post.featured,
    publishedAt: post.publishedAt ? new Date(post.publishedAt).toISOString() : "",
  };
}

/**
 * What the editor asks its route's action to do. A save (autosave, save-draft) keeps the publish
 * date; publish sets it; unpublish saves the post as a draft (published_at null).
 */
export const POST_INTENTS = ["autosave", "save-draft", "publish", "unpublish"] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

/** A stored post's publishing facts, as the editor tracks them. */
export type PostPublishing = { slug: string; publishedAt: string | null; firstPublishedAt: string | null };

/** The action's answer to a post write, as JSON. */
export type PostWriteAnswer = { requestId?: string } & (
  | {
      ok: true;
      intent: PostIntent;
      post: PostPublishing & { id: string; updatedAt: string; version: number };
      /** After a publish: where the post's newsletter send stands, when it has one. */
      newsletterSend?: NewsletterSendStatus | null;
    }
  | {
      ok: false;
      intent: PostIntent | null;
      /** The toast's title: spec §8's messages. */
      message: string;
      description?: string;
      /** Field name → message shown beside the field. */
      fieldErrors: Record<string, string>;
      /** The post changed since the version the write was based on: nothing was saved (decision 037). */
      conflict?: { version: number; updatedAt: string };
    }
);

/** Spec §8 messages of the editor. */
export const EDITOR_MESSAGES = {
  validation: "Please fix validation errors",
  updateFailed: "Error updating post",
  createFailed: "Error creating post",
  loadFailed: "Error loading post",
  published: "Post published successfully!",
  liveUpdated: "Live post updated",
  unpublished: "Post unpublished",
  viewPost: "View Post",
  conflict: "This post was changed elsewhere",
  conflictDescription:
    "Another tab or administrator saved it after this page loaded, so your changes were not saved. Reload to see the saved post (your changes here are lost), or overwrite it with yours.",
  needsJavaScript:
    "The editor needs JavaScript, which is off in this browser: turn it on to write, save and publish. Revisions can be viewed and restored without it.",
} as const;

/** Said beside the slug when a save would move a post that has been public (its old address then redirects, decision 038). */
export function slugMoveWarning(from: string): string {
  return `This post has been public at ${postPath(from)}. Saving a new slug moves it, and the old address will redirect to the new one. You will be asked to confirm.`;
}

/** The server's answer to a changed slug of a post that has been public, sent without the confirmation. */
export const SLUG_MOVE_UNCONFIRMED = "This post has been public: confirm its new address before saving it.";
