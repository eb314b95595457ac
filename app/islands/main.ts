/**
 * The only script of the public pages (decision 014): the HTML is complete without it, and it adds
 * the behaviour — dialogs, toasts and the islands below — in a few kilobytes instead of a client
 * framework. Admin pages hydrate React instead.
 */
import { startDialogs } from "./dialogs.ts";
import { enhanceIslands, type Enhancer } from "./enhance.ts";
import { enhanceInquiryDialog } from "./inquiry-dialog.ts";
import { enhanceLeadForm } from "./lead-form.ts";
import { startToaster } from "./toaster.ts";

/** Every island by the name its element carries in data-island. */
const ENHANCERS: Readonly<Record<string, Enhancer>> = {
  "inquiry-dialog": enhanceInquiryDialog,
  "lead-form": enhanceLeadForm,
};

startToaster();
startDialogs();
enhanceIslands(document, ENHANCERS);
// For tests and for CSS that needs JavaScript: the page's behaviour is attached.
document.documentElement.dataset.hydrated = "true";
