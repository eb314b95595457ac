import { useSiteSettings } from "#app/components/site-settings-context.tsx";
import { telHref } from "#app/lib/site-settings-schema.ts";
import type { LeadFormReturn } from "#app/lib/lead-messages.ts";
import { MEETING_TYPES } from "#app/lib/schemas.ts";
import { ConsentField, LeadField, LeadForm } from "#app/widgets/lead-form/lead-form.tsx";
import { ModalDialog, ModalDialogDescription, ModalDialogTitle } from "#app/widgets/modal-dialog/modal-dialog.tsx";
import { dialogId } from "#app/widgets/modal-dialog/modal-dialog-names.ts";

const NAME = "contact";
const DESCRIPTION_ID = "contact-dialog-description";

/**
 * The contact dialog (spec §2 "Contact dialog"), once per page in the site layout: every button
 * with dialogOpener("contact") opens it. Shown open when the server gives its form back.
 */
export function ContactDialog({ returned }: { returned: LeadFormReturn | null }) {
  const settings = useSiteSettings();
  return (
    <ModalDialog name={NAME} open={returned?.kind === "contact"} aria-describedby={DESCRIPTION_ID} className="max-w-xl">
      <p className="eyebrow">Let&apos;s talk</p>
      <ModalDialogTitle name={NAME} className="mt-2">
        Work With {settings.agent.firstName}
      </ModalDialogTitle>
      <ModalDialogDescription id={DESCRIPTION_ID}>
        Tell {settings.agent.firstName} a little about your plans and how you'd like to meet. Prefer to talk now? Call{" "}
        <a href={telHref(settings.phone)} className="text-lake underline-offset-4 hover:underline">
          {settings.phone}
        </a>
        .
      </ModalDialogDescription>
      {/* Every advertisement names the brokerage firm (21 NCAC 58A .0105); the broker's license as the footer does. */}
      <p className="mt-3 text-xs tracking-[0.06em] text-stone">
        {settings.agent.name}
        {settings.agent.licenseNumber ? ` · ${settings.agent.licenseNumber}` : ""}, {settings.firm.name}
        {settings.firm.licenseNumber ? ` · ${settings.firm.licenseNumber}` : ""}
      </p>
      <LeadForm
        kind="contact"
        formId={NAME}
        label="Contact form"
        submitLabel="Send Message"
        anchor={dialogId(NAME)}
        returned={returned}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        submitClassName="sm:col-span-2"
      >
        {/* The dialog opens on this field, not on the phone link above it. */}
        {/* A dialog opened to be filled in: its first field takes the focus (HTML's dialog focusing steps). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <LeadField name="firstName" label="First Name" required autoComplete="given-name" autoFocus />
        <LeadField name="lastName" label="Last Name" required autoComplete="family-name" />
        <LeadField name="phone" label="Mobile Phone" type="tel" required autoComplete="tel" />
        <LeadField name="email" label="Email" type="email" required autoComplete="email" />
        <LeadField name="meetingType" label="Meeting Type" required className="sm:col-span-2">
          {(control) => (
            <select {...control} defaultValue={control.defaultValue ?? ""}>
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
        <LeadField name="message" label="Message" className="sm:col-span-2">
          {(control) => <textarea {...control} rows={4} placeholder="Tell us about your plans" />}
        </LeadField>
        <ConsentField className="sm:col-span-2" />
      </LeadForm>
    </ModalDialog>
  );
}
