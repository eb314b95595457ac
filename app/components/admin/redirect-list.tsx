import { Form, Link } from "react-router";
import { AdminPager } from "#app/components/admin/admin-page-header.tsx";
import { RedirectDeleteButton } from "#app/components/admin/redirect-delete-button.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { ADMIN_REDIRECTS_PAGE_SIZE, ADMIN_REDIRECTS_PATH, redirectAdminPath } from "#app/lib/admin-paths.ts";

export type RedirectListRow = { id: string; fromPath: string; toPath: string; match: string; status: number; automatic: boolean };

const pageHref = (q: string, page: number) => {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `${ADMIN_REDIRECTS_PATH}${text ? `?${text}` : ""}`;
};

/** Every redirect by its from path, 50 a page, filtered by either path; each row edits or deletes. */
export function RedirectList({ rows, total, q, page }: { rows: RedirectListRow[]; total: number; q: string; page: number }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_REDIRECTS_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <Form method="get" className="grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <Label htmlFor="redirect-filter">Filter by path</Label>
          <Input id="redirect-filter" name="q" type="search" defaultValue={q} placeholder="Part of a from or to path" maxLength={200} className="mt-1.5" />
        </div>
        <Button type="submit">Filter</Button>
      </Form>
      {rows.length === 0 ? (
        <p className="border border-line bg-white p-8 text-center text-stone">
          {q ? "No redirects match this filter." : page > 1 ? "There are no redirects on this page." : "No redirects yet."}
          {q || page > 1 ? (
            <>
              {" "}
              <Link to={ADMIN_REDIRECTS_PATH} className="text-lake underline underline-offset-2">
                Show all
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <ul className="divide-y divide-line border border-line bg-white shadow-card" aria-label="Redirects">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
              <div className="min-w-0 break-all">
                <Link to={redirectAdminPath(row.id)} className="font-semibold text-ink underline-offset-2 hover:text-lake hover:underline">
                  {row.fromPath}
                  {row.match === "prefix" ? "/…" : ""}
                </Link>
                <span className="text-stone"> → {row.toPath}</span>
                <p className="mt-1 flex flex-wrap gap-2">
                  <Badge tone={row.status === 301 ? "blue" : "amber"}>{row.status}</Badge>
                  <Badge tone="neutral">{row.match === "prefix" ? "Prefix" : "Exact"}</Badge>
                  {row.automatic ? <Badge tone="green">From a slug change</Badge> : null}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-1">
                <Button asChild variant="outline" size="sm">
                  <Link to={redirectAdminPath(row.id)} aria-label={`Edit the redirect from ${row.fromPath}`}>
                    Edit
                  </Link>
                </Button>
                <RedirectDeleteButton action={pageHref(q, page)} id={row.id} fromPath={row.fromPath} compact />
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminPager label="Redirect pages" page={page} pages={pages} href={(target) => pageHref(q, target)} previous="Previous page" next="Next page" />
    </div>
  );
}
