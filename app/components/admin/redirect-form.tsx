import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { PathField, PathSelect } from "#app/components/admin/path-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { RedirectAnswer } from "#app/services/admin-redirects.server.ts";

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
  answer: RedirectAnswer | undefined;
  submitLabel: string;
}) {
  const returned = answer && !answer.ok ? answer.values : null;
  const [draft, setDraft] = useState<RedirectDraft>(() => ({ ...saved, ...returned }));
  const errors = answer && !answer.ok ? answer.errors : {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("intent") === "save";
  const field = (name: keyof RedirectDraft) => ({
    errors,
    name,
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
  });
  return (
    <Form id={id} method="post" action={action} noValidate preventScrollReset className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <PathField {...field("fromPath")} label="From" hint="A path on this site that no longer has a page, e.g. /old-page." />
      <PathField {...field("toPath")} label="To" hint="The path on this site to send visitors to, e.g. /the-lake-advisor." />
      <PathSelect
        {...field("match")}
        label="Match"
        options={[
          ["exact", "Exact path"],
          ["prefix", "Prefix (keeps the rest of the path)"],
        ]}
      />
      <PathSelect
        {...field("status")}
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
