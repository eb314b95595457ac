import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { SaveIcon } from "lucide-react";
import { Form } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import {
  AddListItemButton,
  hasUnsavedChanges,
  ImageField,
  ListItemActions,
  TextField,
  useDocumentForm,
  useSaveInFlight,
} from "#app/components/admin/document-fields.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { ADMIN_TESTIMONIALS_PATH } from "#app/lib/admin-paths.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";
import { TESTIMONIAL_LIMITS } from "#app/lib/testimonial-schema.ts";

export type TestimonialDraft = { id: string; quote: string; author: string; details: string; imageUrl: string; onHome: boolean; onAbout: boolean };

const FORM_ID = "testimonials-form";
const NEW_TESTIMONIAL = { id: "", quote: "", author: "", details: "", imageUrl: "/images/testimonials/monogram.svg", onAbout: "on" };

function Checkbox({ meta, label }: { meta: FieldMetadata<boolean | undefined>; label: string }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input {...getInputProps(meta, { type: "checkbox" })} key={meta.key} className="size-4 accent-ink" />
      {label}
    </label>
  );
}

/**
 * /admin/testimonials: every testimonial in the order the carousels show them, each shown on home,
 * about, both or neither. The whole list is saved at once, like the settings: removing one takes
 * effect with the save. Adding, moving and removing work without JavaScript too.
 */
export function TestimonialsForm({ saved, answer }: { saved: TestimonialDraft[]; answer: DocumentAnswer | undefined }) {
  const stored = { testimonials: saved };
  const [form, fields] = useDocumentForm({ id: FORM_ID, answer, defaultValue: stored });
  const rows = fields.testimonials.getFieldList();
  const saving = useSaveInFlight(ADMIN_TESTIMONIALS_PATH);
  const dirty = hasUnsavedChanges(form, stored, saving);
  useSaveAnswer(answer?.notice, FORM_ID);

  const saveButton = (
    <Button type="submit" form={FORM_ID} disabled={saving}>
      <SaveIcon aria-hidden="true" />
      {saving ? "Saving..." : "Save Testimonials"}
    </Button>
  );

  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader
        title="Testimonials"
        status="The carousels on home and About show the testimonials ticked for them, in this order. The design is for three on home and five on About."
        actions={saveButton}
      />
      <SaveStatus answer={answer?.notice} />
      <Form id={form.id} method="post" action={ADMIN_TESTIMONIALS_PATH} onSubmit={form.onSubmit} noValidate className="mt-8 space-y-6">
        <FieldError id={fields.testimonials.errorId}>{fields.testimonials.errors?.[0]}</FieldError>
        {rows.length === 0 ? (
          <p className="border border-dashed border-line bg-white/60 p-8 text-center text-stone">No testimonials yet. Add the first below.</p>
        ) : null}
        {rows.map((item, index) => {
          const row = item.getFieldset();
          const author = row.author.value;
          return (
            <AdminSection key={item.key} id={`testimonial-${item.key}`} title={`${index + 1}. ${author || "New testimonial"}`}>
              <input type="hidden" name={row.id.name} value={row.id.value ?? ""} />
              <div className="grid gap-6 sm:grid-cols-2">
                <TextField meta={row.author} label="Author" />
                <TextField
                  meta={row.details}
                  label="Details"
                  required={false}
                  hint="Who they are and what you did for them, e.g. Sold in Myers Park, Charlotte."
                />
              </div>
              <TextField multiline meta={row.quote} label="Quote" />
              <ImageField form={form} meta={row.imageUrl} label="Image" hint="A square portrait or monogram: a path on this site or an https:// address." />
              <fieldset className="flex flex-wrap gap-6">
                <legend className="sr-only">Where it is shown</legend>
                <Checkbox meta={row.onHome} label="Show on home" />
                <Checkbox meta={row.onAbout} label="Show on About" />
              </fieldset>
              <ListItemActions
                form={form}
                name={fields.testimonials.name}
                what={`testimonial from ${author || index + 1}`}
                index={index}
                count={rows.length}
                removable
              />
            </AdminSection>
          );
        })}
        <div className="flex flex-wrap justify-between gap-4">
          <div>
            <AddListItemButton
              form={form}
              name={fields.testimonials.name}
              label="Add testimonial"
              size="md"
              defaultValue={NEW_TESTIMONIAL}
              disabled={rows.length >= TESTIMONIAL_LIMITS.count}
            />
          </div>
          {saveButton}
        </div>
      </Form>
      <LeavePrompt dirty={dirty} />
    </div>
  );
}
