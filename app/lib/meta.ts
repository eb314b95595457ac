import { site } from "#app/content/site.ts";

/** Search engines show about this much of a title; past it they cut it themselves. */
export const TITLE_MAX_LENGTH = 70;

/**
 * Every document title: "{page} | Lakefront | {agent}", naming the agent once. A page whose name
 * names the agent drops the agent; a long one drops the brand, and one still too long is cut at a
 * word, so the title stays within TITLE_MAX_LENGTH.
 */
export function pageTitle(agentName: string, page?: string): string {
  if (!page) return fitted(`${site.brand} | ${agentName}`, ", Luxury Real Estate on Lake Norman");
  const endings = page.includes(agentName) ? [` | ${site.brand}`, ""] : [` | ${site.brand} | ${agentName}`, ` | ${agentName}`];
  const ending = endings.find((candidate) => page.length + candidate.length <= TITLE_MAX_LENGTH);
  if (ending !== undefined) return page + ending;
  const last = endings.at(-1)!;
  return shortened(page, TITLE_MAX_LENGTH - last.length) + last;
}

/** `base` with `more` when both fit. */
const fitted = (base: string, more: string) => (base.length + more.length <= TITLE_MAX_LENGTH ? base + more : base);

/** `text` cut at the last word that fits in `length` with an ellipsis, without a dangling separator. */
function shortened(text: string, length: number): string {
  const room = text.slice(0, Math.max(length - 1, 0));
  const atWord = room.slice(0, Math.max(room.lastIndexOf(" "), 0)) || room;
  return `${atWord.replace(/[\s:;,.|·–—-]+$/, "")}…`;
}
