/**
 * Spec §4 "refetch on window focus and on reconnect", for pages without a client framework: the
 * page is fetched again and, when the server's <main> differs from what is shown, swapped in
 * where the visitor is — never under an open dialog, a busy list or an input being typed in. A
 * page the server no longer has (404) is loaded again, as a whole page.
 */
import { PAGE_REFRESH_MIN_INTERVAL_MS } from "#app/lib/constants.ts";
import { currentPath } from "#app/widgets/followed-links.ts";
import { adoptTitleAndCanonical, fetchPage, isShownPage, isUnrecordedPath, mainContent, rememberShownPage } from "#app/widgets/page-document.ts";
import { defineWidget, WidgetElement } from "#app/widgets/widget-element.ts";
import { pageRefreshNames } from "./page-refresh-names.ts";

let lastRefresh = Number.NEGATIVE_INFINITY;
let scheduled: number | undefined;

/**
 * <page-refresh>, once in the site layout. Its element is defined before every other widget's, so
 * it starts first: what the server sent is the baseline, before any widget changes the page.
 */
export class PageRefreshElement extends WidgetElement<never> {
  protected readonly names = pageRefreshNames;

  protected start(): void {
    rememberShownPage(document, currentPath());
    window.addEventListener("focus", requestRefresh);
    window.addEventListener("online", requestRefresh);
  }
}

defineWidget(pageRefreshNames.tag, PageRefreshElement);

/** At most one refresh per interval; a request inside it is served when the interval ends. */
function requestRefresh(): void {
  if (document.visibilityState !== "visible" || scheduled !== undefined) return;
  const wait = lastRefresh + PAGE_REFRESH_MIN_INTERVAL_MS - Date.now();
  if (wait <= 0) {
    void refresh();
    return;
  }
  scheduled = window.setTimeout(() => {
    scheduled = undefined;
    void refresh();
  }, wait);
}

/** Swapping now would take something from under the visitor. */
function isBusy(main: HTMLElement): boolean {
  const active = document.activeElement;
  return (
    document.querySelector("dialog[open]") !== null ||
    main.querySelector('[aria-busy="true"]') !== null ||
    (active instanceof HTMLElement && main.contains(active) && active.matches("input, textarea, select, [contenteditable]"))
  );
}

async function refresh(): Promise<void> {
  lastRefresh = Date.now();
  const main = document.querySelector("main");
  if (!main || isBusy(main)) return;
  const path = currentPath();
  const fetched = await fetchPage(path, { cache: "no-cache" });
  if (!fetched || path !== currentPath() || isBusy(main)) return;
  const { page, found } = fetched;
  if (!found) {
    // Taken down (or a list page now past the last), unless that 404 is what is shown: loaded
    // again (a GET, whatever loaded it), its own page says so, with its title and noindex.
    if (!isShownPage(page, path)) location.replace(path);
    return;
  }
  if (isShownPage(page, path)) return;
  if (isUnrecordedPath(path)) {
    rememberShownPage(page, path);
    return;
  }
  const content = mainContent(page);
  if (!content) return;
  rememberShownPage(page, path);
  const { scrollX, scrollY } = window;
  main.replaceChildren(content);
  window.scrollTo(scrollX, scrollY);
  adoptTitleAndCanonical(page);
}
