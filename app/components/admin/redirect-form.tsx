import { SaveIcon } from "lucide-react";
import { Form } from "react-router";
import { ChoiceField, TextField, useDocumentForm, useSaveInFlight } from "#app/components/admin/document-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DocumentAnswer } from "#app/lib/document-form.ts";

export type RedirectDraft = { fromPath: string; toPath: string; match: string; status: string };

export const EMPTY_REDIRECT: RedirectDraft = { fromPath: "", toPath: "", match: "exact", status: "301" };

/**
 * One redirect's fields: from, to, exact or prefix, 301 or 302. A real form post, so it works
 * without JavaScript; the server checks everything and answers a message beside each field.
 */
export function RedirectForm({
  id,
  action,
  saved,
  answer,
  submitLabel,
}: {
  id: string;
  action: string;
  saved: RedirectDraft;
  answer: DocumentAnswer | undefined;
  submitLabel: string;
}) {
  const [form, fields] = useDocumentForm({ id, answer, defaultValue: saved });
  const saving = useSaveInFlight(action, { intent: "save" });
  return (
    <Form id={form.id} method="post" action={action} onSubmit={form.onSubmit} noValidate preventScrollReset className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <TextField meta={fields.fromPath} label="From" hint="A path on this site that no longer has a page, e.g. /old-page." />
      <TextField meta={fields.toPath} label="To" hint="The path on this site to send visitors to, e.g. /the-lake-advisor." />
      <ChoiceField
        meta={fields.match}
        label="Match"
        options={[
          ["exact", "Exact path"],
          ["prefix", "Prefix (keeps the rest of the path)"],
        ]}
      />
      <ChoiceField
        meta={fields.status}
        label="Status"
        options={[
          ["301", "301 — moved for good"],
          ["302", "302 — for now"],
        ]}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          <SaveIcon aria-hidden="true" />
          {saving ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
