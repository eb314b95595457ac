import { interestMessage } from "#app/lib/lead-messages.ts";
import { DIALOG_OPEN_EVENT, type DialogOpenEvent } from "./dialogs.ts";

/**
 * The property inquiry dialog (components/inquiry-dialog.tsx) is about the listing whose button
 * opened it: data-inquiry-address on the opener gives the address shown, sent and written into the
 * pre-filled message.
 */
export function enhanceInquiryDialog(dialog: HTMLElement): void {
  const listing = dialog.querySelector<HTMLElement>("[data-inquiry-listing]");
  const address = dialog.querySelector<HTMLInputElement>('input[name="address"]');
  const message = dialog.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  if (!listing || !address || !message) throw new Error("the inquiry dialog lacks its listing, address or message");
  dialog.addEventListener(DIALOG_OPEN_EVENT, (event) => {
    const opened = (event as DialogOpenEvent).detail.opener?.dataset.inquiryAddress ?? "";
    listing.textContent = opened;
    address.value = opened;
    // The default too, so the form's reset after sending brings back this listing's sentence.
    message.defaultValue = interestMessage(opened);
    message.value = message.defaultValue;
  });
}
