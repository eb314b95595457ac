import type { Element, ElementContent, Root, Text } from "hast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { CONTINUE, EXIT, visit } from "unist-util-visit";
import { site } from "#app/content/site.ts";
import { isExternalHref, NEW_TAB_LINK } from "#app/lib/external-links.ts";
import { LINK_PROTOCOLS } from "#app/lib/link-destination.ts";

/** What survives of raw HTML: also used to sanitise imported and scraped posts (app/lib/imported-html.ts). */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: LINK_PROTOCOLS, src: ["http", "https"] },
};

export const CALLOUT_TYPES = ["info", "warning", "success"] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/**
 * The emoji that began a callout before icons were drawn (seed and imported posts still have
 * them): "> ℹ️ **INFO**". The editor now inserts "> **INFO**"; both render the same.
 */
const CALLOUT_EMOJI: Record<CalloutType, string> = { info: "ℹ", warning: "⚠", success: "✅" };
const CALLOUT_EMOJI_LEAD = new RegExp(`^\\s*(${Object.values(CALLOUT_EMOJI).join("|")})\uFE0F?\\s*`, "u");

/** lucide's Info, TriangleAlert and CircleCheck, the editor toolbar's callout icons. */
const CALLOUT_ICON_SHAPES: Record<CalloutType, Array<[tagName: string, properties: Record<string, string>]>> = {
  info: [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["path", { d: "M12 16v-4" }],
    ["path", { d: "M12 8h.01" }],
  ],
  warning: [
    ["path", { d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" }],
    ["path", { d: "M12 9v4" }],
    ["path", { d: "M12 17h.01" }],
  ],
  success: [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["path", { d: "m16 9-5.5 5.5L8 12" }],
  ],
};

/** Sized by attribute too, for feed readers that show the post without the site's CSS. */
function calloutIcon(type: CalloutType): Element {
  return {
    type: "element",
    tagName: "svg",
    properties: {
      xmlns: "http://www.w3.org/2000/svg",
      width: 20,
      height: 20,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "2",
      strokeLinecap: "round",
      strokeLinejoin: "round",
      ariaHidden: "true",
    },
    children: CALLOUT_ICON_SHAPES[type].map(([tagName, properties]) => ({ type: "element", tagName, properties, children: [] })),
  };
}

function textOf(node: Element): string {
  let text = "";
  visit(node, "text", (child) => {
    text += child.value;
  });
  return text;
}

const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";

/** "> **INFO**": a first paragraph that opens with the upper-cased type, alone in bold. */
function boldCalloutType(blockquote: Element): CalloutType | undefined {
  const paragraph = blockquote.children.find((child) => !isBlank(child));
  if (paragraph?.type !== "element" || paragraph.tagName !== "p") return undefined;
  const lead = paragraph.children.find((child) => !isBlank(child));
  if (lead?.type !== "element" || lead.tagName !== "strong") return undefined;
  return CALLOUT_TYPES.find((type) => textOf(lead) === type.toUpperCase());
}

/** "> ℹ️ **INFO**" and its looser older forms: the type's emoji first, the type in the first words. */
function emojiCalloutType(blockquote: Element): CalloutType | undefined {
  const lead = textOf(blockquote).trimStart().slice(0, 24).toUpperCase();
  return CALLOUT_TYPES.find((type) => lead.startsWith(CALLOUT_EMOJI[type]) && lead.includes(type.toUpperCase()));
}

/** Puts the icon first in the callout's opening paragraph, in place of its emoji if it has one. */
function drawCalloutIcon(blockquote: Element, type: CalloutType) {
  let firstText: Text | undefined;
  visit(blockquote, "text", (text) => {
    if (text.value.trim() === "") return CONTINUE;
    firstText = text;
    return EXIT;
  });
  if (firstText) firstText.value = firstText.value.replace(CALLOUT_EMOJI_LEAD, "");
  const opening = blockquote.children.find((child) => !isBlank(child));
  const container = opening?.type === "element" && opening.tagName === "p" ? opening : blockquote;
  const lead = container.children.findIndex((child) => !isBlank(child));
  container.children.splice(lead === -1 ? container.children.length : lead, 0, calloutIcon(type));
}

/**
 * A table in a box that scrolls sideways on a narrow screen, which a keyboard can reach and a screen
 * reader names (WCAG 2.1.1: a scrolling region must be focusable).
 */
function scrollableTable(table: Element): Element {
  return { type: "element", tagName: "div", properties: { dataTableScroll: "", role: "region", ariaLabel: "Table", tabIndex: 0 }, children: [table] };
}

/**
 * After sanitising, so what it adds is ours: puts tables in a box that scrolls, marks callouts and
 * draws their icon, opens links
 * that leave the site in a new tab, and lazy-loads images.
 */
function rehypeLakeAdvisor({ siteHost }: { siteHost: string }) {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "table" && parent && index !== undefined) parent.children[index] = scrollableTable(node);
      if (node.tagName === "img") node.properties = { ...node.properties, loading: "lazy", decoding: "async" };
      if (node.tagName === "a" && typeof node.properties.href === "string" && isExternalHref(node.properties.href, siteHost)) {
        node.properties = { ...node.properties, target: NEW_TAB_LINK.target, rel: NEW_TAB_LINK.rel.split(" ") };
      }
      if (node.tagName !== "blockquote") return;
      const type = boldCalloutType(node) ?? emojiCalloutType(node);
      if (!type) return;
      node.properties = { ...node.properties, dataCallout: type };
      drawCalloutIcon(node, type);
    });
  };
}

/** One frozen processor per site address (there is one in a process): building it costs more than a short post. */
function perSiteUrl<Processor>(build: (siteUrl: string) => Processor): (siteUrl: string) => Processor {
  const built = new Map<string, Processor>();
  return (siteUrl) => {
    let processor = built.get(siteUrl);
    if (!processor) built.set(siteUrl, (processor = build(siteUrl)));
    return processor;
  };
}

const markdownProcessor = perSiteUrl((siteUrl) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeLakeAdvisor, { siteHost: new URL(siteUrl).hostname })
    .use(rehypeStringify)
    .freeze(),
);

/** Headings are set in Cormorant (app.css), and these elements in italic by the browser. */
const SERIF_HEADINGS = new Set(["h1", "h2", "h3", "h4"]);
const ITALIC_ELEMENTS = new Set(["em", "i", "cite", "dfn", "var"]);

/** Whether the prose sets Cormorant italic (app.css `.prose-lake`): a quotation that is not a callout, or italics in a heading. */
function setsSerifItalic(tree: Root): boolean {
  let found = false;
  visit(tree, "element", (node) => {
    if (node.tagName === "blockquote" && node.properties.dataCallout === undefined) found = true;
    if (SERIF_HEADINGS.has(node.tagName)) {
      visit(node, "element", (child) => {
        if (ITALIC_ELEMENTS.has(child.tagName)) found = true;
      });
    }
  });
  return found;
}

export type RenderedPost = { html: string; setsSerifItalic: boolean };

/**
 * The one Markdown renderer (post page, editor preview, feeds): GFM, raw HTML from imports
 * allowed but sanitised — no scripts, no event handlers, no javascript: or data: links. Links to
 * hosts other than `siteUrl`'s (SITE_URL) and the product's domain open in a new tab. For the
 * post page it also says whether the prose sets Cormorant italic, so the page can preload it.
 */
export function renderPost(markdown: string, siteUrl: string = `https://${site.domain}`): RenderedPost {
  const processor = markdownProcessor(siteUrl);
  const tree = processor.runSync(processor.parse(markdown));
  return { html: processor.stringify(tree), setsSerifItalic: setsSerifItalic(tree) };
}

const plainTextStringifier = unified().use(rehypeStringify).freeze();

/**
 * The body of a post whose Markdown cannot be rendered in time (stored before the limits, or
 * slower on a busier machine): its words, paragraph by paragraph, without tags or formatting,
 * made in linear time on any input, so a published post is never shown blank.
 */
export function plainTextBody(markdown: string): string {
  const paragraphs = withoutTags(markdown)
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const tree: Root = {
    type: "root",
    children: paragraphs.map((text): Element => ({ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: text }] })),
  };
  return plainTextStringifier.stringify(tree);
}

/** `source` with every `<tag …>` left out; a `<` that opens no tag (`price < 500`) stays. */
function withoutTags(source: string): string {
  let text = "";
  let kept = 0;
  let at = source.indexOf("<");
  while (at !== -1) {
    if (/[A-Za-z/!]/.test(source[at + 1] ?? "")) {
      const close = source.indexOf(">", at);
      if (close === -1) break;
      text += `${source.slice(kept, at)} `;
      kept = close + 1;
      at = source.indexOf("<", kept);
    } else {
      at = source.indexOf("<", at + 1);
    }
  }
  return text + source.slice(kept);
}

export function renderMarkdown(markdown: string, siteUrl?: string): string {
  return renderPost(markdown, siteUrl).html;
}

const htmlProcessor = perSiteUrl((siteUrl) =>
  unified()
    .use(rehypeRaw)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeLakeAdvisor, { siteHost: new URL(siteUrl).hostname })
    .use(rehypeStringify)
    .freeze(),
);

/**
 * HTML the owner writes outside a post (a neighborhood guide's overview), made safe by the same
 * sanitiser and rules as a post's raw HTML; links that leave the site open in a new tab.
 */
export function sanitizeHtml(html: string, siteUrl: string = `https://${site.domain}`): string {
  if (!html.trim()) return "";
  const processor = htmlProcessor(siteUrl);
  const tree: Root = { type: "root", children: [{ type: "raw", value: html }] };
  return processor.stringify(processor.runSync(tree));
}
