import type { Element, Root } from "hast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/** Spec §5: links keep only these protocols; anything else loses its href. */
export const LINK_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

/** What survives of raw HTML: also used to sanitise imported and scraped posts (app/lib/imported-html.ts). */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: LINK_PROTOCOLS, src: ["http", "https"] },
};

export const CALLOUT_TYPES = ["info", "warning", "success"] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** The Markdown the editor inserts for a callout: a blockquote with an icon and the upper-cased type. */
export const CALLOUT_ICONS: Record<CalloutType, string> = { info: "ℹ️", warning: "⚠️", success: "✅" };

function textOf(node: Element): string {
  let text = "";
  visit(node, "text", (child) => {
    text += child.value;
  });
  return text;
}

/** Marks callout blockquotes (after sanitising, so the attribute is ours) and lazy-loads images. */
function rehypeLakeAdvisor() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "img") node.properties = { ...node.properties, loading: "lazy", decoding: "async" };
      if (node.tagName !== "blockquote") return;
      const lead = textOf(node).trimStart().slice(0, 24).toUpperCase();
      const type = CALLOUT_TYPES.find((candidate) => lead.includes(candidate.toUpperCase()) && lead.startsWith(CALLOUT_ICONS[candidate]));
      if (type) node.properties = { ...node.properties, dataCallout: type };
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeLakeAdvisor)
  .use(rehypeStringify)
  .freeze();

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
 * allowed but sanitised — no scripts, no event handlers, no javascript: or data: links. For the
 * post page it also says whether the prose sets Cormorant italic, so the page can preload it.
 */
export function renderPost(markdown: string): RenderedPost {
  const tree = processor.runSync(processor.parse(markdown));
  return { html: processor.stringify(tree), setsSerifItalic: setsSerifItalic(tree) };
}

export function renderMarkdown(markdown: string): string {
  return renderPost(markdown).html;
}
