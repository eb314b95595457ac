import type { Element, ElementContent, Root, RootContent } from "hast";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { sanitizeSchema } from "#app/lib/markdown.ts";

/**
 * Tags that open a CommonMark HTML block (types 1 and 6) and survive the sanitiser. A stored post
 * whose first line starts with one of them and which has no blank line is a single HTML block for
 * renderMarkdown(): passed through whole, never read as Markdown.
 */
const BLOCK_TAGS = new Set([
  "blockquote",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Makes the sanitised tree safe to store as a post's Markdown content: whitespace runs in text
 * collapse to one space (what a browser shows anyway), line breaks inside <pre> become &#10;, so
 * no line is blank or indented; loose text and inline elements at the top are wrapped in <p>; top
 * blocks go one per line. id and name are dropped: the sanitiser prefixes them, and a prefixed id
 * would be prefixed again on display.
 */
function normalise(children: ElementContent[], inPre: boolean): ElementContent[] {
  return children.map((node): ElementContent => {
    if (node.type === "text") {
      if (!inPre) return { ...node, value: node.value.replace(/\s+/g, " ") };
      return { type: "raw", value: escapeText(node.value).replace(/\r\n|\r|\n/g, "&#10;") };
    }
    if (node.type !== "element") return node;
    const { id: _id, name: _name, ...properties } = node.properties;
    return {
      ...node,
      properties,
      children: normalise(node.children, inPre || node.tagName === "pre"),
    };
  });
}

function rehypeImportedHtml() {
  return (tree: Root) => {
    const top: RootContent[] = [];
    let inline: ElementContent[] = [];
    const flush = () => {
      const hasContent = inline.some((node) => node.type !== "text" || node.value.trim() !== "");
      if (hasContent) {
        const first = inline[0];
        if (first?.type === "text") inline[0] = { ...first, value: first.value.trimStart() };
        const lastIndex = inline.length - 1;
        const last = inline[lastIndex];
        if (last?.type === "text") inline[lastIndex] = { ...last, value: last.value.trimEnd() };
        const paragraph: Element = { type: "element", tagName: "p", properties: {}, children: inline };
        top.push(...normalise([paragraph], false));
      }
      inline = [];
    };
    for (const node of tree.children) {
      if (node.type === "doctype" || node.type === "comment") continue;
      if (node.type === "element" && BLOCK_TAGS.has(node.tagName)) {
        flush();
        top.push(...normalise([node], false));
      } else {
        inline.push(node);
      }
    }
    flush();
    tree.children = top.flatMap((node, index) => (index === 0 ? [node] : [{ type: "text", value: "\n" }, node]));
  };
}

/** renderMarkdown()'s schema, also dropping the content of elements whose text no reader should see. */
const importSchema: SanitizeSchema = {
  ...sanitizeSchema,
  strip: [...(sanitizeSchema.strip ?? []), "style", "noscript", "template", "iframe", "object", "embed", "svg", "math", "textarea", "select", "button", "form"],
};

const processor = unified()
  .use(rehypeRaw)
  .use(rehypeSanitize, importSchema)
  .use(rehypeImportedHtml)
  .use(rehypeStringify, { allowDangerousHtml: true })
  .freeze();

/**
 * Imported or scraped HTML as it is stored in a post's content: sanitised with the schema of
 * renderMarkdown() (no scripts, event handlers, styles, frames, or javascript:/data: links), and
 * laid out so that renderMarkdown() shows it exactly as HTML — never reinterpreted as Markdown.
 * Applying it twice gives the same text.
 */
export function sanitizeImportedHtml(html: string): string {
  if (!html.trim()) return "";
  const tree: Root = { type: "root", children: [{ type: "raw", value: html }] };
  return processor.stringify(processor.runSync(tree)).trim();
}
