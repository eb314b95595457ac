import { Form, Link } from "react-router";
import { AdminPager } from "#app/components/admin/admin-page-header.tsx";
import { Badge, type Tone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label, Select } from "#app/components/ui/field.tsx";
import {
  ADMIN_LEADS_PAGE_SIZE,
  ADMIN_LEADS_PATH,
  leadAdminPath,
  LEAD_DELIVERY_LABELS,
  LEAD_DELIVERY_STATES,
  LEAD_TYPE_LABELS,
  leadTypeLabel,
  type LeadDeliveryState,
  type LeadListFilters,
  type LeadType,
} from "#app/lib/admin-lead-filters.ts";
import type { AdminLeadRow } from "#app/models/admin-leads.server.ts";

/** The agent's time zone, on the server and in the browser alike. */
export const receivedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

const DELIVERY_TONE: Record<LeadDeliveryState, Tone> = { delivered: "green", pending: "amber", failing: "red" };

/** The page a lead was sent from, as a path: the site's own address adds nothing. */
function pagePath(pageUrl: string | null): string {
  if (!pageUrl) return "—";
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}

/** The list's query for these filters and page: its pages' links and the export's. */
export function leadListQuery(filters: Pick<LeadListFilters, "q" | "type" | "state">, page = 1): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.type) query.set("type", filters.type);
  if (filters.state) query.set("state", filters.state);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

const pageHref = (filters: LeadListFilters, page: number) => `${ADMIN_LEADS_PATH}${leadListQuery(filters, page)}`;

/** Search and filters as a GET form, so every view of the list is a URL (and works without script). */
function LeadFilters({ filters }: { filters: LeadListFilters }) {
  return (
    <Form method="get" className="grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
      <div>
        <Label htmlFor="lead-search">Search</Label>
        <Input id="lead-search" name="q" type="search" defaultValue={filters.q} placeholder="Name, e-mail or phone" maxLength={200} />
      </div>
      <div>
        <Label htmlFor="lead-type">Type</Label>
        <Select id="lead-type" name="type" defaultValue={filters.type ?? ""}>
          <option value="">All types</option>
          {(Object.keys(LEAD_TYPE_LABELS) as LeadType[]).map((type) => (
            <option key={type} value={type}>
              {LEAD_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="lead-state">Delivery</Label>
        <Select id="lead-state" name="state" defaultValue={filters.state ?? ""}>
          <option value="">Any delivery</option>
          {LEAD_DELIVERY_STATES.map((state) => (
            <option key={state} value={state}>
              {LEAD_DELIVERY_LABELS[state]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="primary">
        Show Leads
      </Button>
    </Form>
  );
}

/** Every lead, newest first, 50 a page (issue 15): who, what kind, when, from which page, and whether it reached its destinations. */
export function LeadList({ leads, total, filters }: { leads: AdminLeadRow[]; total: number; filters: LeadListFilters }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_LEADS_PAGE_SIZE));
  const filtered = Boolean(filters.q || filters.type || filters.state);
  return (
    <div className="space-y-6">
      <LeadFilters filters={filters} />
      {leads.length === 0 ? (
        <p className="border border-line bg-white p-8 text-center text-stone">
          {filtered ? "No leads match these filters." : filters.page > 1 ? "There are no leads on this page." : "No leads yet."}
          {filtered || filters.page > 1 ? (
            <>
              {" "}
              <Link to={ADMIN_LEADS_PATH} className="text-lake underline underline-offset-2">
                Show all leads
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <div className="overflow-x-auto border border-line bg-white shadow-card">
          {/* A table from sm up; on a phone each row is a card: name and delivery, then type, time and page. */}
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[44rem]">
            <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase max-sm:hidden">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                <th scope="col" className="px-4 py-3 font-semibold">Type</th>
                <th scope="col" className="px-4 py-3 font-semibold">Received</th>
                <th scope="col" className="px-4 py-3 font-semibold">Page</th>
                <th scope="col" className="px-4 py-3 font-semibold">Delivery</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {leads.map((lead) => (
                <tr key={lead.id} className="border-b border-line last:border-0 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4">
                  <td className="px-4 py-3 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">
                    <Link to={leadAdminPath(lead.id)} className="font-semibold text-ink underline-offset-2 hover:text-lake hover:underline">
                      {`${lead.firstName} ${lead.lastName}`.trim() || lead.email}
                    </Link>
                    <span className="block break-words text-stone">{lead.email}</span>
                    {lead.handled ? <Badge tone="neutral" className="mt-1">Handled</Badge> : null}
                  </td>
                  <td className="px-4 py-3 text-ink max-sm:col-span-2 max-sm:p-0">{leadTypeLabel(lead.source)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink max-sm:col-span-2 max-sm:p-0">
                    <time dateTime={new Date(lead.createdAt).toISOString()}>{receivedAt.format(new Date(lead.createdAt))}</time>
                  </td>
                  <td className="max-w-[14rem] truncate px-4 py-3 text-stone max-sm:col-span-2 max-sm:max-w-none max-sm:p-0" title={lead.pageUrl ?? undefined}>
                    {pagePath(lead.pageUrl)}
                  </td>
                  <td className="px-4 py-3 max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
                    <Badge tone={DELIVERY_TONE[lead.delivery]}>{LEAD_DELIVERY_LABELS[lead.delivery]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager label="Lead pages" page={filters.page} pages={pages} href={(target) => pageHref(filters, target)} previous="Newer leads" next="Older leads" />
    </div>
  );
}
