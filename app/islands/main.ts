/**
 * The only script of the public pages (decision 014): the HTML is complete without it, and it adds
 * the behaviour — dialogs, toasts and the islands below — in a few kilobytes instead of a client
 * framework. Admin pages hydrate React instead.
 */
import { enhanceBlogList } from "./blog-list-island.ts";
import { enhanceCarousel } from "./carousel-island.ts";
import { enhanceIslands, type Enhancer } from "./enhance.ts";
import { enhanceMissingPageLog } from "./missing-page-log.ts";
import { startNavigationStatus } from "./navigation-status.ts";
import { CONTENT_SWAPPED_EVENT } from "./page-document.ts";
import { startPageRefresh } from "./page-refresh.ts";
import { enhanceShare } from "./share.ts";
import { enhanceSiteHeader } from "./site-header-island.ts";
import { enhanceSoldGallery } from "./sold-gallery-island.ts";
import { enhanceTooltip } from "./tooltip-island.ts";
// The widgets: each defines its custom element, which the browser upgrades wherever it appears.
import "#app/widgets/toaster/toaster-element.ts";
import "#app/widgets/lead-form/lead-form-element.ts";
import "#app/widgets/inquiry-dialog/inquiry-dialog-element.ts";
import "#app/widgets/search-frame/search-frame-element.ts";
import "#app/widgets/page-toast/page-toast-element.ts";

/** Every island by the name its element carries in data-island. */
const ENHANCERS: Readonly<Record<string, Enhancer>> = {
  "blog-list": enhanceBlogList,
  carousel: enhanceCarousel,
  "missing-page-log": enhanceMissingPageLog,
  share: enhanceShare,
  "site-header": enhanceSiteHeader,
  "sold-gallery": enhanceSoldGallery,
  tooltip: enhanceTooltip,
};

// First: it keeps the page as the server sent it, before any island changes it.
startPageRefresh();
startNavigationStatus();
enhanceIslands(document, ENHANCERS);
// HTML swapped in later (the blog list, a refreshed page) gets its islands too.
document.addEventListener(CONTENT_SWAPPED_EVENT, (event) => {
  if (event.target instanceof Element) enhanceIslands(event.target, ENHANCERS);
});
// For tests and for CSS that needs JavaScript: the page's behaviour is attached.
document.documentElement.dataset.hydrated = "true";
