import { parseFragment } from "parse5";

/**
 * How deeply a post's content may nest. Real posts stay under 20; the renderer's recursive passes
 * overflow the stack somewhere past 1,700 (issue 13), so a limit far below that, checked when the
 * content is saved, keeps every stored post renderable.
 */
export const CONTENT_MAX_NESTING = 100;

export const CONTENT_NESTING_MESSAGE = `Content is nested more than ${CONTENT_MAX_NESTING} levels deep (elements inside elements, or quotes and lists inside each other): flatten it`;

type Parsed = { childNodes?: Parsed[] };

/** The deepest element in `html` as a browser would build it (HTML's own repair of unclosed tags included); iterative, so any depth is safe to measure. */
function htmlDepth(html: string): number {
  let deepest = 0;
  const stack: Array<[Parsed, number]> = [[parseFragment(html) as Parsed, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of node.childNodes ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Markdown's block containers opening a line: quote markers, list markers, and two spaces of indent each. */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[*+-]|\d{1,9}[.)])(?=[ \t]|$))*/;

function markdownDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? "";
    const markers = (prefix.match(/>|[*+-]|\d{1,9}[.)]/g) ?? []).length;
    const indent = /^[ \t]*/.exec(line)![0].replaceAll("\t", "    ").length;
    deepest = Math.max(deepest, markers + Math.floor(indent / 2));
  }
  return deepest;
}

/** The field message for content nested too deeply to render safely, or null. */
export function contentNestingProblem(content: string): string | null {
  if (!content) return null;
  return htmlDepth(content) + markdownDepth(content) > CONTENT_MAX_NESTING ? CONTENT_NESTING_MESSAGE : null;
}
