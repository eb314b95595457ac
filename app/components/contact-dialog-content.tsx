import { Honeypot, LeadField, SubmitButton, useLeadSubmission } from "#app/components/lead-form.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { site } from "#app/content/site.ts";
import { contactSchema, MEETING_TYPES } from "#app/lib/schemas.ts";

/*
 * The contact dialog itself (spec §2 "Contact dialog"), loaded the first time a visitor opens it:
 * the dialog primitive and the form's validation stay out of every page's first load.
 * Open it with useContactDialog() from contact-dialog.tsx.
 */

const FORM_ID = "contact";

function ContactForm({ onDone }: { onDone: () => void }) {
  const { pending, sent, errors, handleSubmit } = useLeadSubmission({
    kind: "contact",
    schema: contactSchema,
    success: { title: "Message sent!", description: `Thank you! ${site.agent.firstName} will be in touch soon.` },
    onDone,
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="relative mt-6 grid gap-4 sm:grid-cols-2" aria-label="Contact form">
      <LeadField formId={FORM_ID} name="firstName" label="First Name" required autoComplete="given-name" error={errors.firstName} />
      <LeadField formId={FORM_ID} name="lastName" label="Last Name" required autoComplete="family-name" error={errors.lastName} />
      <LeadField formId={FORM_ID} name="phone" label="Mobile Phone" type="tel" required autoComplete="tel" error={errors.phone} />
      <LeadField formId={FORM_ID} name="email" label="Email" type="email" required autoComplete="email" error={errors.email} />
      <LeadField formId={FORM_ID} name="meetingType" label="Meeting Type" required error={errors.meetingType} className="sm:col-span-2">
        {(control) => (
          <select {...control} defaultValue="">
            <option value="" disabled>
              Choose how you'd like to meet
            </option>
            {MEETING_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <LeadField formId={FORM_ID} name="message" label="Message" error={errors.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={4} placeholder="Tell us about your plans" />}
      </LeadField>
      <Honeypot />
      <SubmitButton pending={pending} sent={sent} className="sm:col-span-2">
        Send Message
      </SubmitButton>
    </form>
  );
}

export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <p className="eyebrow">Let&apos;s talk</p>
        <DialogTitle className="mt-2">Work With {site.agent.firstName}</DialogTitle>
        <DialogDescription>
          Tell {site.agent.firstName} a little about your plans and how you'd like to meet. Prefer to talk now? Call{" "}
          <a href={site.phone.href} className="text-lake underline-offset-4 hover:underline">
            {site.phone.display}
          </a>
          .
        </DialogDescription>
        <ContactForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
