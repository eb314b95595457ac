import { BLOG_LIST_PATH, blogListHref, parseBlogQuery, withSearch } from "#app/lib/blog-query.ts";
import { currentPath, followedLink } from "#app/widgets/followed-links.ts";
import { adoptTitleAndCanonical, fetchPage, forgetShownPage, mainContent, rememberShownPage } from "#app/widgets/page-document.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { blogListNames, type BlogListPart, type BlogListAttribute } from "./blog-list-names.ts";

const SEARCH_DEBOUNCE_MS = 300;
/** The parts of the list section that change with the URL; the search box is not one of them. */
const PARTS = ["chips", "filters", "results"] as const satisfies readonly BlogListPart[];
/** Any element of a changing part, for the focus kept across a swap. */
const IN_A_PART = PARTS.map((name) => blogListNames.selector(name)).join(", ");

type HistoryUpdate = "push" | "replace" | "none";

let listening = false;
/** The list's URL on screen (path and query). */
let shownPath = "";
let loading: AbortController | null = null;
let typing: number | undefined;
/** The error state's markup, kept from the first list: the failed response has none to offer. */
let errorContent: DocumentFragment | null = null;
let loadingText = "";

const partOf = (root: ParentNode, name: BlogListPart) => root.querySelector<HTMLElement>(blogListNames.selector(name));
/** The list's <section> on screen. */
const listSection = () => partOf(document, "section");
const queryOf = (path: string) => parseBlogQuery(new URL(path, location.origin).searchParams);

/**
 * <blog-list> (blog-list.tsx), The Lake Advisor's list (spec §2, §4): chips, pages and the search
 * show the next list in place. The list is fetched as the page at the new URL and its parts are
 * swapped in, so the search box keeps focus and text while the visitor types; the URL changes as
 * a navigation would (typing replaces the entry, so back skips keystrokes), and back/forward show
 * the list of the URL they reach.
 */
export class BlogListElement extends WidgetElement<BlogListPart, BlogListAttribute> {
  protected readonly names = blogListNames;

  protected start(): void {
    shownPath = currentPath();
    errorContent ??= this.findPart("error", HTMLTemplateElement).content;
    loadingText = this.attribute("loading-text");
    this.addEventListener("click", followListLink);
    this.addEventListener("keydown", pressChipWithSpace);
    this.addEventListener("input", debounceSearch);
    this.addEventListener("submit", submitSearch);
    if (!listening) {
      listening = true;
      window.addEventListener("popstate", () => {
        if (location.pathname !== BLOG_LIST_PATH || currentPath() === shownPath) return;
        stopTyping();
        void showList(currentPath(), "none");
      });
    }
  }
}

defineWidget(blogListNames.tag, BlogListElement);

function followListLink(event: MouseEvent): void {
  const url = followedLink(event);
  if (!url || url.pathname !== BLOG_LIST_PATH) return;
  event.preventDefault();
  stopTyping();
  void showList(url.pathname + url.search, "push");
}

/** The chips are links announced as toggle buttons, so Space presses them as it would a button. */
function pressChipWithSpace(event: KeyboardEvent): void {
  if (event.key !== " " || !(event.target instanceof HTMLAnchorElement) || event.target.getAttribute("role") !== "button") return;
  event.preventDefault();
  event.target.click();
}

function debounceSearch(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.name !== "q") return;
  stopTyping();
  typing = window.setTimeout(() => {
    typing = undefined;
    const query = queryOf(currentPath());
    if (input.value.trim() !== query.q) void showList(blogListHref(withSearch(query, input.value)), "replace");
  }, SEARCH_DEBOUNCE_MS);
}

function submitSearch(event: SubmitEvent): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  const input = event.target.elements.namedItem("q");
  if (!(input instanceof HTMLInputElement)) return;
  event.preventDefault();
  stopTyping();
  void showList(blogListHref(withSearch(queryOf(currentPath()), input.value)), "push");
}

function stopTyping(): void {
  window.clearTimeout(typing);
  typing = undefined;
}

/** "Loading posts..." and aria-busy on the list while the next one loads. */
function markLoading(): void {
  const section = listSection();
  if (!section) return;
  const status = partOf(section, "status");
  if (status && loadingText) status.textContent = loadingText;
  partOf(section, "results")?.setAttribute("aria-busy", "true");
}

async function showList(path: string, update: HistoryUpdate): Promise<void> {
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  markLoading();
  const fetched = await fetchPage(path, { signal: controller.signal });
  // A later click or keystroke took over.
  if (controller.signal.aborted) return;
  loading = null;
  // A page past the last (posts were taken down since this list was shown): its own page says so.
  if (fetched && !fetched.found) return location.assign(path);
  const page = fetched?.page;
  // As a navigation does, the URL changes once the list (or its failure) is there.
  if (update === "push") history.pushState(null, "", path);
  if (update === "replace") history.replaceState(null, "", path);
  const previousPage = queryOf(shownPath).page;
  shownPath = path;
  if (page && partOf(page, "section")) {
    rememberShownPage(page, path);
    adoptTitleAndCanonical(page);
    swapList(page, path);
    scrollToListTopOnNewPage(previousPage, queryOf(path).page);
  } else {
    showError();
  }
}

/** Replaces the changing parts in place, or all of <main> when it does not show a list. */
function swapList(page: Document, path: string): void {
  const section = listSection();
  const next = partOf(page, "section");
  const pairs = section && next ? matchingParts(section, next) : null;
  if (!section || !next || !pairs) {
    replaceMain(mainContent(page));
    return;
  }
  const focused = focusedControl(section);
  for (const [part, replacement] of pairs) part.replaceWith(replacement);
  const status = partOf(section, "status");
  if (status) status.textContent = partOf(next, "status")?.textContent ?? "";
  const input = section.querySelector<HTMLInputElement>('input[name="q"]');
  const q = queryOf(path).q;
  // Keystrokes not yet sent stay; otherwise the box shows the list's search (back, Clear filters).
  if (input && typing === undefined && input.value.trim() !== q) input.value = q;
  if (focused) refocus(section, focused);
}

/** Each part of the list on screen with its counterpart in the next list, or null if one is missing. */
function matchingParts(section: HTMLElement, next: HTMLElement): Array<[Element, Element]> | null {
  const pairs: Array<[Element, Element]> = [];
  for (const name of PARTS) {
    const part = partOf(section, name);
    const replacement = partOf(next, name);
    if (!part || !replacement) return null;
    pairs.push([part, replacement]);
  }
  return pairs;
}

function showError(): void {
  forgetShownPage();
  if (errorContent) replaceMain(errorContent.cloneNode(true));
}

function replaceMain(content: Node | null): void {
  const main = document.querySelector("main");
  if (!main || !content) return;
  const hadFocus = main.contains(document.activeElement);
  main.replaceChildren(content);
  if (!hadFocus) return;
  // The focused chip or link is gone: continue from the new content's heading.
  const heading = main.querySelector<HTMLElement>("h1, h2");
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

/** The link or control that had focus in a part about to be replaced, by what it is called. */
function focusedControl(section: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.closest(IN_A_PART) || !section.contains(active)) return null;
  return controlName(active);
}

function controlName(element: HTMLElement): string {
  return element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
}

/** Keeps keyboard users where they were: on the same chip or page link, else on the list. */
function refocus(section: HTMLElement, name: string): void {
  const match = [...section.querySelectorAll<HTMLElement>("a, button")].find((control) => control.closest(IN_A_PART) && controlName(control) === name);
  (match ?? section).focus({ preventScroll: true });
}

/** A new page starts at the top of the list, not at the pagination links. */
function scrollToListTopOnNewPage(previousPage: number, page: number): void {
  const section = listSection();
  if (previousPage === page || !section) return;
  if (section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: "start" });
}
