/**
 * The only script of the public pages (decision 014): the HTML is complete without it, and it adds
 * the behaviour in a few kilobytes instead of a client framework. Each widget defines its custom
 * element, which the browser upgrades wherever it appears — in the page, and in HTML swapped in
 * later (decision 027). Admin pages hydrate React instead.
 */
import { rememberVisit } from "#app/lib/visit-attribution.ts";
import { reportVitals } from "./report-vitals.ts";
import { startInvokerCommandsFallback } from "#app/widgets/modal-dialog/invoker-commands-fallback.ts";
import { queueWidgetStart, widgetsStarted } from "#app/widgets/widget-starts.ts";
// First: it keeps the page as the server sent it, before any other widget changes it.
import "#app/widgets/page-refresh/page-refresh-element.ts";
import "#app/widgets/toaster/toaster-element.ts";
import "#app/widgets/navigation-status/navigation-status-element.ts";
import "#app/widgets/site-header/site-header-element.ts";
import "#app/widgets/site-tooltip/site-tooltip-element.ts";
import "#app/widgets/lead-form/lead-form-element.ts";
import "#app/widgets/inquiry-dialog/inquiry-dialog-element.ts";
import "#app/widgets/search-frame/search-frame-element.ts";
import "#app/widgets/page-toast/page-toast-element.ts";
import "#app/widgets/testimonial-carousel/testimonial-carousel-element.ts";
import "#app/widgets/sold-gallery/sold-gallery-element.ts";
import "#app/widgets/blog-list/blog-list-element.ts";
import "#app/widgets/share-button/share-button-element.ts";
import "#app/widgets/missing-page-log/missing-page-log-element.ts";

startInvokerCommandsFallback();
// The visit's cookie waits for a task of its own, not the one that ends the parse (its read waits on
// the browser); a form sent or the page left before then writes it first.
queueWidgetStart(rememberVisit);
document.addEventListener("submit", rememberVisit, { capture: true });
addEventListener("pagehide", rememberVisit);
reportVitals();
// For tests and for CSS that needs JavaScript: the page's behaviour is attached, every widget started.
void widgetsStarted().then(() => (document.documentElement.dataset.hydrated = "true"));
