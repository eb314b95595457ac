import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { telHref } from "#app/lib/site-settings-schema.ts";
import { MessageSquare, Phone, Send } from "lucide-react";
import { dialogOpener } from "#app/widgets/modal-dialog/modal-dialog-names.ts";

/** Below lg the page keeps room for the bar, so it never covers the end of the page. */
export const PHONE_ACTION_BAR_SPACE = "max-lg:pb-(--phone-action-bar-height)";

const itemClass =
  "flex flex-1 items-center justify-center gap-2 text-[0.7rem] font-semibold tracking-[0.16em] uppercase text-cream hover:bg-lake focus-visible:bg-lake";

/**
 * Issue 15: on phones and tablets, Call, Text and Contact fixed to the bottom of every public page
 * (tel: and sms: to the agent, and the contact dialog by the browser's own invoker command, so it
 * works without JavaScript). The layout reserves its height, and it hides while a dialog is open.
 */
export function PhoneActionBar() {
  const settings = useSiteSettings();
  const number = telHref(settings.phone).replace(/^tel:/, "");
  return (
    <nav
      aria-label="Call, text or contact"
      className="fixed inset-x-0 bottom-0 z-30 flex h-(--phone-action-bar-height) divide-x divide-cream/15 bg-ink-deep pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(15_42_61/0.45)] lg:hidden [html:has(dialog[open])_&]:hidden"
    >
      <a href={telHref(settings.phone)} className={itemClass}>
        <Phone className="size-4 text-gold" aria-hidden="true" />
        Call
      </a>
      <a href={`sms:${number}`} className={itemClass}>
        <MessageSquare className="size-4 text-gold" aria-hidden="true" />
        Text
      </a>
      <button {...dialogOpener("contact")} className={`${itemClass} cursor-pointer`}>
        <Send className="size-4 text-gold" aria-hidden="true" />
        Contact
      </button>
    </nav>
  );
}
