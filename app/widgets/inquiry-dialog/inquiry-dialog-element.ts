import { interestMessage } from "#app/lib/lead-messages.ts";
import { defineWidget, findElement, WidgetElement } from "#app/widgets/widget-element.ts";
import { INQUIRE_PARAM } from "#app/lib/page-query-params.ts";
import { inquiryDialogNames, type InquiryDialogPart, type InquiryDialogAttribute } from "./inquiry-dialog-names.ts";

/**
 * <inquiry-dialog> (inquiry-dialog.tsx): a listing's button opens the dialog in place, about that
 * listing — its address shown, sent and written into the pre-filled message (with `sold`, about homes
 * like that sold one).
 */
export class InquiryDialogElement extends WidgetElement<InquiryDialogPart, InquiryDialogAttribute> {
  protected readonly names = inquiryDialogNames;

  protected start(): void {
    const dialog = findElement(this, "dialog", HTMLDialogElement);
    const address = findElement(this, 'input[name="address"]', HTMLInputElement);
    const message = findElement(this, 'textarea[name="message"]', HTMLTextAreaElement);
    const listing = this.findPart("listing", HTMLElement);
    const sold = this.hasAttribute("sold");
    document.addEventListener("submit", (event) => {
      const opener = event.target instanceof HTMLFormElement && event.target.matches(inquiryDialogNames.selector("opener")) ? event.target : null;
      if (!opener) return;
      event.preventDefault();
      const chosen = event.submitter instanceof HTMLButtonElement && event.submitter.name === INQUIRE_PARAM ? event.submitter.value : "";
      listing.textContent = chosen;
      address.value = chosen;
      // The default too, so the form's reset after sending brings back this listing's sentence.
      message.defaultValue = interestMessage(chosen, sold);
      message.value = message.defaultValue;
      if (!dialog.open) dialog.showModal();
    });
  }
}

defineWidget(inquiryDialogNames.tag, InquiryDialogElement);
