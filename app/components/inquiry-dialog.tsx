import { LeadField, LeadForm } from "#app/components/lead-form.tsx";
import { ModalDialog, ModalDialogDescription, ModalDialogTitle } from "#app/components/ui/modal-dialog.tsx";

const NAME = "inquiry";
const DESCRIPTION_ID = "inquiry-dialog-description";

/**
 * The property inquiry dialog (spec §2 "Property inquiry dialog"), once per page in the site
 * layout. A listing's button opens it with data-open-dialog="inquiry" and data-inquiry-address;
 * app/islands/inquiry-dialog.ts then shows that address and pre-fills the message about it.
 */
export function InquiryDialog() {
  return (
    <ModalDialog name={NAME} data-island="inquiry-dialog" aria-describedby={DESCRIPTION_ID} className="max-w-xl">
      <p className="eyebrow">Property inquiry</p>
      <ModalDialogTitle name={NAME} className="mt-2">
        Get More Information
      </ModalDialogTitle>
      <ModalDialogDescription id={DESCRIPTION_ID} data-inquiry-listing />
      <LeadForm
        kind="inquiry"
        label="Property inquiry form"
        submitLabel="Send Inquiry"
        className="mt-6 grid gap-4 sm:grid-cols-2"
        submitClassName="sm:col-span-2"
      >
        <input type="hidden" name="address" defaultValue="" />
        <LeadField formId={NAME} name="firstName" label="First Name" required autoComplete="given-name" autoFocus />
        <LeadField formId={NAME} name="lastName" label="Last Name" required autoComplete="family-name" />
        <LeadField formId={NAME} name="phone" label="Phone" type="tel" required autoComplete="tel" />
        <LeadField formId={NAME} name="email" label="Email" type="email" required autoComplete="email" />
        <LeadField formId={NAME} name="message" label="Message" className="sm:col-span-2">
          {(control) => <textarea {...control} rows={4} />}
        </LeadField>
      </LeadForm>
    </ModalDialog>
  );
}
