/**
 * Pages of this site fetched as HTML and swapped into the one on screen, for the widgets that
 * show another state of a page without loading it (the blog list, the refresh on focus). The
 * server's page cache answers these requests like any visit. Nodes swapped in are adopted by the
 * page as they are inserted, and the browser upgrades the widgets among them.
 */

/** A page as the server answered it: `found` is false for a 404, whose document is the site's "not found" page. */
export type FetchedPage = { page: Document; found: boolean };

/** The page at `url`, or null when the request failed or the server answered another error. */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<FetchedPage | null> {
  try {
    const response = await fetch(url, { ...init, headers: { Accept: "text/html" } });
    if (!response.ok && response.status !== 404) return null;
    return { page: new DOMParser().parseFromString(await response.text(), "text/html"), found: response.ok };
  } catch {
    return null;
  }
}

/** The fetched page's content of <main> as one fragment, taken out of its document. */
export function mainContent(page: Document): DocumentFragment | null {
  const main = page.querySelector("main");
  if (!main) return null;
  const fragment = page.createDocumentFragment();
  fragment.append(...main.childNodes);
  return fragment;
}

/** The fetched page's title and canonical address (the link and og:url), as a navigation would show them. */
export function adoptTitleAndCanonical(page: Document): void {
  if (page.title && page.title !== document.title) document.title = page.title;
  for (const [selector, attribute] of CANONICAL_ADDRESS) {
    const value = page.head.querySelector(selector)?.getAttribute(attribute);
    const own = document.head.querySelector(selector);
    if (value && own && own.getAttribute(attribute) !== value) own.setAttribute(attribute, value);
  }
}

const CANONICAL_ADDRESS = [
  ['link[rel="canonical"]', "href"],
  ['meta[property="og:url"]', "content"],
] as const;

/**
 * What <main> shows, as the server sent it, and for which URL: the refresh on focus swaps only
 * when the server's HTML differs from this, not when widgets changed the page on screen.
 */
let shown: { path: string; main: string } | null = null;

export function rememberShownPage(page: Document, path: string): void {
  const main = page.querySelector("main");
  shown = main ? { path, main: main.innerHTML } : null;
}

/** For content that no server page matches (an error shown in place). */
export function forgetShownPage(): void {
  shown = null;
}

/**
 * A widget changed the URL to a state it renders itself (the sold filters): the server's page
 * for the new URL is that same state, a baseline rather than news.
 */
export function isUnrecordedPath(path: string): boolean {
  return shown !== null && shown.path !== path;
}

export function isShownPage(page: Document, path: string): boolean {
  return shown !== null && shown.path === path && shown.main === page.querySelector("main")?.innerHTML;
}
