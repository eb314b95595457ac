import type { Element, Root } from "hast";
import rehypeRaw from "rehype-raw";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";

/**
 * A link of a newsletter about the page at `pageUrl`, made absolute; a link to the site carries
 * the newsletter's campaign, so the leads desk credits the letter.
 */
export function newsletterLink(href: string, pageUrl: string, campaign: string): string {
  const url = new URL(href, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) return url.toString();
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("utm_campaign", campaign);
  return url.toString();
}

const TEXT = "color:#2b2520;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:26px;margin:0 0 16px";
/** Mail clients ignore style sheets (Gmail keeps few, Outlook fewer): each element carries its own. */
const INLINE_STYLES: Record<string, string> = {
  p: TEXT,
  li: `${TEXT};margin:0 0 8px`,
  ul: "margin:0 0 16px;padding:0 0 0 24px",
  ol: "margin:0 0 16px;padding:0 0 0 24px",
  h2: "color:#1d2a35;font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:normal;line-height:30px;margin:28px 0 12px",
  h3: "color:#1d2a35;font-family:Georgia,'Times New Roman',serif;font-size:19px;font-weight:normal;line-height:26px;margin:24px 0 10px",
  h4: "color:#1d2a35;font-family:Georgia,'Times New Roman',serif;font-size:17px;font-weight:bold;line-height:24px;margin:20px 0 8px",
  a: "color:#1d4e6b;text-decoration:underline",
  blockquote: "border-left:3px solid #b08d57;margin:0 0 16px;padding:4px 0 4px 16px",
  img: "border:0;display:block;height:auto;max-width:100%",
  table: "border-collapse:collapse;margin:0 0 16px;width:100%",
  th: "border:1px solid #e7e0d6;font-family:Arial,Helvetica,sans-serif;font-size:14px;padding:6px;text-align:left",
  td: "border:1px solid #e7e0d6;font-family:Arial,Helvetica,sans-serif;font-size:14px;padding:6px",
};

/** Drawn icons, scripts of a figure, and the site's scroll wrappers' attributes mean nothing in a mail client. */
const DROPPED = new Set(["svg", "button", "script", "style"]);

function rehypeEmail({ pageUrl, campaign }: { pageUrl: string; campaign: string }) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (DROPPED.has(node.tagName) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const { href, src, alt } = node.properties;
      node.properties = {};
      if (node.tagName === "a" && typeof href === "string") node.properties.href = newsletterLink(href, pageUrl, campaign);
      if (node.tagName === "img" && typeof src === "string") {
        node.properties.src = new URL(src, pageUrl).toString();
        node.properties.alt = typeof alt === "string" ? alt : "";
        node.properties.width = "536";
      }
      const style = INLINE_STYLES[node.tagName];
      if (style) node.properties.style = style;
      return undefined;
    });
  };
}

/**
 * A post's stored HTML (already through the one sanitiser) made fit for a newsletter: styles
 * inline, every address absolute (against the post's own address), links to the site with the newsletter's campaign, classes and
 * icons gone.
 */
export function postHtmlForEmail(html: string, pageUrl: string, campaign: string): string {
  const processor = unified().use(rehypeRaw).use(rehypeEmail, { pageUrl, campaign }).use(rehypeStringify);
  const tree: Root = { type: "root", children: [{ type: "raw", value: html }] };
  return processor.stringify(processor.runSync(tree));
}
