/**
 * A small allow-list sanitiser for the owner's neighborhood overview HTML (spec §3
 * overview_content). The content is trusted, but it is still rendered safely: every tag the
 * output contains is rebuilt here from scratch, so nothing of the input's markup survives except
 * the tag names p, strong, em, a, ul, ol, li and br, and an a's href when it is http(s), mailto,
 * tel, a site path or a fragment. Script-like elements are dropped with their content, any other
 * tag is dropped and its text kept, and all text is re-escaped. Tags are balanced.
 */

const ALLOWED_TAGS = new Set(["p", "strong", "em", "a", "ul", "ol", "li", "br"]);
const VOID_TAGS = new Set(["br"]);
/** Elements whose content is not text a reader should see. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "svg",
  "math",
  "select",
  "xmp",
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
};

/** One token: a comment or declaration, a tag, or a run of text. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
/** One attribute: a name, then optionally = and a quoted or bare value. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** A site path must not be "//" or "/\", which browsers read as another host. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#")) {
      const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[lower] ?? match;
  });
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * The href to keep, or null. Decoded, then cleaned as a browser's URL parser does (tabs and line
 * breaks removed, controls and spaces trimmed from the ends); backslashes are refused outright.
 */
export function safeHref(raw: string): string | null {
  const href = decodeEntities(raw)
    .replace(/[\t\n\r]/g, "")
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (href.includes("\\")) return null;
  return SAFE_HREF.test(href) ? href : null;
}

/** The first href attribute, as browsers use the first of repeated attributes. */
function hrefAttribute(attributes: string): string | null {
  for (const [, name, doubleQuoted, singleQuoted, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (name?.toLowerCase() === "href") return doubleQuoted ?? singleQuoted ?? bare ?? "";
  }
  return null;
}

function openTag(name: string, attributes: string): string {
  if (name !== "a") return `<${name}>`;
  const raw = hrefAttribute(attributes);
  const href = raw === null ? null : safeHref(raw);
  if (!href) return "<a>";
  const external = /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : "";
  return `<a href="${escapeAttribute(href)}"${external}>`;
}

export function sanitizeHtml(input: string): string {
  let output = "";
  const open: string[] = [];
  let skipUntil: string | null = null;

  for (const token of input.matchAll(TOKEN)) {
    const [text, closing, rawName, attributes = ""] = token;
    const name = rawName?.toLowerCase();

    if (skipUntil) {
      if (name === skipUntil && closing) skipUntil = null;
      continue;
    }
    if (!name) {
      // Comments and declarations vanish; text (including a stray "<") is escaped.
      if (!text.startsWith("<") || text === "<") output += escapeText(decodeEntities(text));
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) skipUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;

    if (VOID_TAGS.has(name)) {
      if (!closing) output += `<${name}>`;
      continue;
    }
    if (!closing) {
      output += openTag(name, attributes);
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) output += `</${open.pop()}>`;
  }
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
