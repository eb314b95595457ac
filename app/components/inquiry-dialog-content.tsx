import { interestMessage } from "#app/components/inquiry-dialog.tsx";
import { Honeypot, LeadField, SubmitButton, useLeadSubmission } from "#app/components/lead-form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { site } from "#app/content/site.ts";
import { inquirySchema } from "#app/lib/schemas.ts";

/*
 * The property inquiry dialog itself (spec §2 "Property inquiry dialog"), loaded the first time
 * a visitor asks about a listing. Open it with useInquiryDialog() from inquiry-dialog.tsx.
 */

const FORM_ID = "inquiry";

function InquiryForm({ address, onDone }: { address: string; onDone: () => void }) {
  const { pending, sent, errors, handleSubmit } = useLeadSubmission({
    kind: "inquiry",
    schema: inquirySchema,
    success: {
      title: "Inquiry sent!",
      description: `Thank you! ${site.agent.firstName} will be in touch soon about this property.`,
    },
    onDone,
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="relative mt-6 grid gap-4 sm:grid-cols-2" aria-label="Property inquiry form">
      <input type="hidden" name="address" value={address} />
      <LeadField formId={FORM_ID} name="firstName" label="First Name" required autoComplete="given-name" error={errors.firstName} />
      <LeadField formId={FORM_ID} name="lastName" label="Last Name" required autoComplete="family-name" error={errors.lastName} />
      <LeadField formId={FORM_ID} name="phone" label="Phone" type="tel" required autoComplete="tel" error={errors.phone} />
      <LeadField formId={FORM_ID} name="email" label="Email" type="email" required autoComplete="email" error={errors.email} />
      <LeadField formId={FORM_ID} name="message" label="Message" error={errors.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={4} defaultValue={interestMessage(address)} />}
      </LeadField>
      <Honeypot />
      <SubmitButton pending={pending} sent={sent} className="sm:col-span-2">
        Send Inquiry
      </SubmitButton>
    </form>
  );
}

/** Open while `address` is set; closing calls onClose. */
export function InquiryDialog({ address, onClose }: { address: string | null; onClose: () => void }) {
  return (
    <Dialog open={address !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <p className="eyebrow">Property inquiry</p>
        <DialogTitle className="mt-2">Get More Information</DialogTitle>
        <DialogDescription>{address}</DialogDescription>
        {address ? <InquiryForm key={address} address={address} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
