import { Form, Link } from "react-router";
import { AdminPager } from "#app/components/admin/admin-page-header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/field.tsx";
import { ADMIN_SOLD_PATH, soldAdminPath } from "#app/lib/admin-paths.ts";
import { formatPrice } from "#app/lib/format.ts";
import { ADMIN_SOLD_PAGE_SIZE } from "#app/lib/sold-property-schema.ts";

export type AdminSoldRow = { id: string; mlsId: string; address: string; city: string; price: number; saleDate: string | null; homePosition: number | null };

const pageHref = (q: string, page: number) => {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `${ADMIN_SOLD_PATH}${text ? `?${text}` : ""}`;
};

/** Every sold home, newest sale first, 50 a page, searched by address, city or MLS number. */
export function SoldList({ rows, total, q, page }: { rows: AdminSoldRow[]; total: number; q: string; page: number }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_SOLD_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <Form method="get" className="grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <Label htmlFor="sold-search">Search</Label>
          <Input id="sold-search" name="q" type="search" defaultValue={q} placeholder="Address, city or MLS number" maxLength={200} className="mt-1.5" />
        </div>
        <Button type="submit">Search</Button>
      </Form>
      {rows.length === 0 ? (
        <p className="border border-line bg-white p-8 text-center text-stone">
          {q ? "No sold properties match this search." : page > 1 ? "There are no sold properties on this page." : "No sold properties yet."}
          {q || page > 1 ? (
            <>
              {" "}
              <Link to={ADMIN_SOLD_PATH} className="text-lake underline underline-offset-2">
                Show all
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <ul className="divide-y divide-line border border-line bg-white shadow-card">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
              <div className="min-w-0">
                <Link to={soldAdminPath(row.id)} className="font-semibold text-ink underline-offset-2 hover:text-lake hover:underline">
                  {row.address}
                </Link>
                <span className="text-stone">, {row.city}</span>
                <p className="text-sm text-stone">
                  MLS {row.mlsId} · {row.saleDate ? `sold ${row.saleDate}` : "sale date not recorded"}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-3">
                {row.homePosition ? <Badge tone="green">Home page #{row.homePosition}</Badge> : null}
                <span className="font-serif text-2xl text-ink">{formatPrice(row.price)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminPager label="Sold property pages" page={page} pages={pages} href={(target) => pageHref(q, target)} previous="Previous page" next="Next page" />
    </div>
  );
}
