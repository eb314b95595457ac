import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { LeavePrompt } from "#app/components/admin/leave-prompt.tsx";
import {
  AddListItemButton,
  errorId,
  ImagePathField,
  ListItemActions,
  moved,
  PathField,
  SaveStatus,
  useDirty,
  useSaveAnswer,
} from "#app/components/admin/path-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { ADMIN_TESTIMONIALS_PATH } from "#app/lib/admin-paths.ts";
import { TESTIMONIAL_LIMITS } from "#app/lib/testimonial-schema.ts";
import type { TestimonialsAnswer } from "#app/services/admin-testimonials.server.ts";

export type TestimonialDraft = { id: string; quote: string; author: string; details: string; imageUrl: string; onHome: boolean; onAbout: boolean };

const FORM_ID = "testimonials-form";
const NEW_TESTIMONIAL_IMAGE = "/images/testimonials/monogram.svg";

/** What a refused save sent back, as the form's rows (a browser without JavaScript shows them again). */
function returnedRows(answer: TestimonialsAnswer | undefined): TestimonialDraft[] | null {
  if (!answer || answer.ok || !Array.isArray(answer.values.testimonials)) return null;
  return (answer.values.testimonials as Array<Record<string, string | undefined>>).map((row) => ({
    id: row.id ?? "",
    quote: row.quote ?? "",
    author: row.author ?? "",
    details: row.details ?? "",
    imageUrl: row.imageUrl ?? "",
    onHome: row.onHome === "on",
    onAbout: row.onAbout === "on",
  }));
}

function Checkbox({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
      <input type="checkbox" name={name} value="on" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-ink" />
      {label}
    </label>
  );
}

/**
 * /admin/testimonials: every testimonial in the order the carousels show them, each shown on home,
 * about, both or neither. The whole list is saved at once, like the settings: removing one takes
 * effect with the save.
 */
export function TestimonialsForm({ saved, answer }: { saved: TestimonialDraft[]; answer: TestimonialsAnswer | undefined }) {
  const [rows, setRows] = useState<Array<TestimonialDraft & { key: string }>>(() =>
    (returnedRows(answer) ?? saved).map((row, index) => ({ ...row, key: row.id || `returned-${index}` })),
  );
  const errors = answer && !answer.ok ? answer.errors : {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === ADMIN_TESTIMONIALS_PATH;
  const dirty = JSON.stringify(rows.map(({ key: _key, ...row }) => row)) !== JSON.stringify(saved);
  const isDirty = useDirty(dirty, saving);
  useSaveAnswer(answer, FORM_ID);

  // By key, not place: an upload that finishes after a reorder fills its own testimonial.
  const update = (key: string, change: Partial<TestimonialDraft>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
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
      <SaveStatus answer={answer} />
      <Form id={FORM_ID} method="post" action={ADMIN_TESTIMONIALS_PATH} noValidate className="mt-8 space-y-6">
        <FieldError id={errorId("testimonials")}>{errors.testimonials}</FieldError>
        {rows.length === 0 ? (
          <p className="border border-dashed border-line bg-white/60 p-8 text-center text-stone">No testimonials yet. Add the first below.</p>
        ) : null}
        {rows.map((row, index) => {
          const path = `testimonials.${index}`;
          const what = `testimonial from ${row.author || index + 1}`;
          return (
            <AdminSection key={row.key} id={`testimonial-${row.key}`} title={`${index + 1}. ${row.author || "New testimonial"}`}>
              <input type="hidden" name={`${path}.id`} value={row.id} />
              <div className="grid gap-6 sm:grid-cols-2">
                <PathField errors={errors} name={`${path}.author`} label="Author" value={row.author} onChange={(author) => update(row.key, { author })} />
                <PathField
                  errors={errors}
                  name={`${path}.details`}
                  label="Details"
                  required={false}
                  hint="Who they are and what you did for them, e.g. Sold in Myers Park, Charlotte."
                  value={row.details}
                  onChange={(details) => update(row.key, { details })}
                />
              </div>
              <PathField errors={errors} multiline name={`${path}.quote`} label="Quote" value={row.quote} onChange={(quote) => update(row.key, { quote })} />
              <ImagePathField
                errors={errors}
                name={`${path}.imageUrl`}
                label="Image"
                hint="A square portrait or monogram: a path on this site or an https:// address."
                value={row.imageUrl}
                onChange={(imageUrl) => update(row.key, { imageUrl })}
              />
              <fieldset className="flex flex-wrap gap-6">
                <legend className="sr-only">Where it is shown</legend>
                <Checkbox name={`${path}.onHome`} label="Show on home" checked={row.onHome} onChange={(onHome) => update(row.key, { onHome })} />
                <Checkbox name={`${path}.onAbout`} label="Show on About" checked={row.onAbout} onChange={(onAbout) => update(row.key, { onAbout })} />
              </fieldset>
              <ListItemActions
                what={what}
                index={index}
                count={rows.length}
                removable
                onMove={(from, to) => setRows((current) => moved(current, from, to))}
                onRemove={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              />
            </AdminSection>
          );
        })}
        <div className="flex flex-wrap justify-between gap-4">
          <div>
            <AddListItemButton
              label="Add testimonial"
              items="testimonials"
              size="md"
              disabled={rows.length >= TESTIMONIAL_LIMITS.count}
              onAdd={() =>
                setRows((current) => [
                  ...current,
                  { key: `new-${Date.now()}`, id: "", quote: "", author: "", details: "", imageUrl: NEW_TESTIMONIAL_IMAGE, onHome: false, onAbout: true },
                ])
              }
            />
          </div>
          {saveButton}
        </div>
      </Form>
      <LeavePrompt dirty={dirty} isDirty={isDirty} />
    </div>
  );
}
