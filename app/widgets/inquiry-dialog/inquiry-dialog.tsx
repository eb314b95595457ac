import { interestMessage, type LeadFormReturn } from "#app/lib/lead-messages.ts";
import { cn } from "#app/lib/utils.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConsentField, LeadField, LeadForm } from "#app/widgets/lead-form/lead-form.tsx";
import { ModalDialog, ModalDialogDescription, ModalDialogTitle } from "#app/widgets/modal-dialog/modal-dialog.tsx";
import { dialogId } from "#app/widgets/modal-dialog/modal-dialog-names.ts";
import { INQUIRE_PARAM } from "#app/lib/page-query-params.ts";
import { inquiryDialogNames } from "./inquiry-dialog-names.ts";

const NAME = "inquiry";
const DESCRIPTION_ID = "inquiry-dialog-description";

/** A closed sale is no listing to be interested in: its visitor asks about homes like it. */
const SOLD_TITLE = "Ask About Homes Like This";

/**
 * A listing's "Get More Information" button (a sold home's "Ask About Homes Like This"). Without
 * JavaScript it asks for the page again with the dialog open about this listing; <inquiry-dialog>
 * opens it in place instead.
 */
export function InquiryOpener({ address, sold = false, className }: { address: string; sold?: boolean; className?: string }) {
  return (
    <form method="get" action={`#${dialogId(NAME)}`} {...inquiryDialogNames.part("opener")} className={cn("w-full", className)}>
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        name={INQUIRE_PARAM}
        value={address}
        aria-label={sold ? `${SOLD_TITLE}: ${address}` : `Get More Information about ${address}`}
      >
        {sold ? SOLD_TITLE : "Get More Information"}
      </Button>
    </form>
  );
}

/**
 * The property inquiry dialog (spec §2 "Property inquiry dialog"), once on a page with listings.
 * It is about the listing whose button opened it: the address is shown, sent, and written into the
 * pre-filled message. `address` is the listing the page was asked about without JavaScript, when
 * it is one of the page's; the dialog is then shown open, as it is when the server gives its form back.
 */
export function InquiryDialog({ address, returned, sold = false }: { address: string | null; returned: LeadFormReturn | null; sold?: boolean }) {
  const mine = returned?.kind === "inquiry" ? returned : null;
  const listing = mine?.values.address ?? address ?? "";
  return (
    <inquiry-dialog sold={sold ? "" : undefined}>
      <ModalDialog name={NAME} open={Boolean(mine ?? address)} aria-describedby={DESCRIPTION_ID} className="max-w-xl">
        <p className="eyebrow">Property inquiry</p>
        <ModalDialogTitle name={NAME} className="mt-2">
          {sold ? SOLD_TITLE : "Get More Information"}
        </ModalDialogTitle>
        <ModalDialogDescription id={DESCRIPTION_ID} {...inquiryDialogNames.part("listing")}>
          {listing}
        </ModalDialogDescription>
        <LeadForm
          kind="inquiry"
          formId={NAME}
          label="Property inquiry form"
          submitLabel="Send Inquiry"
          anchor={dialogId(NAME)}
          returned={returned}
          className="mt-6 grid gap-4 sm:grid-cols-2"
          submitClassName="sm:col-span-2"
        >
          <input type="hidden" name="address" defaultValue={listing} />
          {/* A dialog opened to be filled in: its first field takes the focus (HTML's dialog focusing steps). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <LeadField name="firstName" label="First Name" required autoComplete="given-name" autoFocus />
          <LeadField name="lastName" label="Last Name" required autoComplete="family-name" />
          <LeadField name="phone" label="Phone" type="tel" required autoComplete="tel" />
          <LeadField name="email" label="Email" type="email" required autoComplete="email" />
          <LeadField name="message" label="Message" className="sm:col-span-2">
            {(control) => <textarea {...control} defaultValue={control.defaultValue ?? (listing ? interestMessage(listing, sold) : "")} rows={4} />}
          </LeadField>
          <ConsentField className="sm:col-span-2" />
        </LeadForm>
      </ModalDialog>
    </inquiry-dialog>
  );
}
