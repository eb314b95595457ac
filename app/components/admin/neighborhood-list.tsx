import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, PlusIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { TextField, useDocumentForm } from "#app/components/admin/document-fields.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { AdminNeighborhoodRow } from "#app/models/neighborhoods.server.ts";
import { ADMIN_NEIGHBORHOODS_PATH, neighborhoodAdminPath } from "#app/lib/admin-paths.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import type { DocumentAnswer } from "#app/lib/document-form.ts";

/** One of a row's buttons: a small form of its own, so it works without JavaScript too. */
function RowButton({ slug, intent, label, disabled, children }: { slug: string; intent: string; label: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Form method="post" action={ADMIN_NEIGHBORHOODS_PATH} preventScrollReset>
      <input type="hidden" name="slug" value={slug} />
      <Button type="submit" name="intent" value={intent} variant="ghost" size="sm" disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

/**
 * Every neighborhood guide in the order visitors see them (the index, the home grid, the footer),
 * with its state; move, show and hide post at once, and a new guide starts hidden.
 */
export function NeighborhoodList({ rows, answer }: { rows: AdminNeighborhoodRow[]; answer: DocumentAnswer | undefined }) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const [form, fields] = useDocumentForm({ id: "neighborhood-add", answer, defaultValue: { name: "", slug: "" } });
  return (
    <div className="space-y-8">
      <ol className="divide-y divide-line border border-line bg-white shadow-card" aria-label="Neighborhood guides">
        {rows.map((row, index) => (
          <li key={row.slug} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
            <div className="min-w-0">
              <Link to={neighborhoodAdminPath(row.slug)} className="font-semibold text-ink underline-offset-2 hover:text-lake hover:underline">
                {row.name}
              </Link>{" "}
              {row.hidden ? <Badge tone="amber">Hidden</Badge> : null}
              <p className="text-sm text-stone">
                {row.hidden ? (
                  neighborhoodPath(row.slug)
                ) : (
                  // 24 px tall, so the guide's name above it and this address are each a target of their own (WCAG 2.5.8).
                  <a href={neighborhoodPath(row.slug)} className="inline-block py-0.5 underline underline-offset-2 hover:text-lake">
                    {neighborhoodPath(row.slug)}
                  </a>
                )}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-1">
              <RowButton slug={row.slug} intent="up" label={`Move ${row.name} up`} disabled={index === 0}>
                <ArrowUpIcon aria-hidden="true" />
                <span className="hidden sm:inline">Up</span>
              </RowButton>
              <RowButton slug={row.slug} intent="down" label={`Move ${row.name} down`} disabled={index === rows.length - 1}>
                <ArrowDownIcon aria-hidden="true" />
                <span className="hidden sm:inline">Down</span>
              </RowButton>
              {row.hidden ? (
                <RowButton slug={row.slug} intent="show" label={`Show ${row.name} to visitors`}>
                  <EyeIcon aria-hidden="true" />
                  Show
                </RowButton>
              ) : (
                <RowButton slug={row.slug} intent="hide" label={`Hide ${row.name} from visitors`}>
                  <EyeOffIcon aria-hidden="true" />
                  Hide
                </RowButton>
              )}
              <Button asChild variant="outline" size="sm">
                <Link to={neighborhoodAdminPath(row.slug)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ol>

      <section aria-labelledby="add-neighborhood" className="border border-line bg-white p-5 shadow-card sm:p-8">
        <h2 id="add-neighborhood" className="text-2xl text-ink sm:text-3xl">
          Add a neighborhood
        </h2>
        <p className="mt-1 text-sm text-stone">Its guide will live at /neighborhood/ and the slug; it stays hidden until you have written it and press Show.</p>
        <Form
          id={form.id}
          method="post"
          action={ADMIN_NEIGHBORHOODS_PATH}
          onSubmit={form.onSubmit}
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <TextField meta={fields.name} label="Name" />
          <TextField meta={fields.slug} label="Slug" hint="E.g. lake-wylie: lower-case letters, digits and hyphens." />
          <Button type="submit" name="intent" value="create" disabled={adding} className="sm:mt-6">
            <PlusIcon aria-hidden="true" />
            {adding ? "Adding..." : "Add Neighborhood"}
          </Button>
        </Form>
      </section>
    </div>
  );
}
