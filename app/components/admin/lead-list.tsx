import { Form, Link } from "react-router";
import { AdminPager, EmptyListMessage } from "#app/components/admin/admin-page-header.tsx";
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
import { followUpLabel, LEAD_STATUS_LABELS, LEAD_STATUSES, OPEN_LEAD_STATUSES, type LeadStatus } from "#app/lib/lead-status.ts";
import type { AdminLeadRow } from "#app/models/admin-leads.server.ts";

/** The agent's time zone, on the server and in the browser alike. */
export const receivedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

const DELIVERY_TONE: Record<LeadDeliveryState, Tone> = { delivered: "green", pending: "amber", failing: "red" };

const STATUS_TONE: Record<LeadStatus, Tone> = { new: "amber", contacted: "blue", nurturing: "blue", closed: "green", "not-a-fit": "neutral" };

export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <Badge tone={STATUS_TONE[status]} className={className}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A follow-up day as the agent reads it beside today (the site's, YYYY-MM-DD): due today, overdue, or its day. */
export function FollowUpText({ day, today, closed }: { day: string; today: string; closed: boolean }) {
  if (closed || day > today) return <span className="text-stone">Follow up {followUpLabel(day)}</span>;
  return <span className="font-semibold text-[#9a1d14]">{day === today ? "Follow up today" : `Follow-up overdue since ${followUpLabel(day)}`}</span>;
}

/** Whether a status ends a lead, so its follow-up date no longer falls due. */
export const endsLead = (status: LeadStatus) => status === "closed" || status === "not-a-fit";

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
export function leadListQuery(filters: Omit<LeadListFilters, "page">, page = 1): string {
  const query = new URLSearchParams();
  for (const name of ["view", "q", "type", "state", "status", ...VISIT_FILTERS] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

const pageHref = (filters: LeadListFilters, page: number) => `${ADMIN_LEADS_PATH}${leadListQuery(filters, page)}`;

/** The filters the analytics' links set (issue 37): kept through a search, named above the list. */
const VISIT_FILTERS = ["landing", "origin", "campaign", "from", "to"] as const;

/** Whether any filter narrows the list. */
export function isFilteredLeadList(filters: LeadListFilters): boolean {
  return Boolean(filters.q || filters.type || filters.state || filters.status || VISIT_FILTERS.some((name) => filters[name]));
}

/** What the analytics' link chose, in words, with a way back to every lead; nothing when it chose nothing. */
function VisitFilterLine({ filters }: { filters: LeadListFilters }) {
  const parts = [
    filters.landing ? `landed on ${filters.landing}` : "",
    filters.origin ? `came from ${filters.origin}` : "",
    filters.campaign ? `came with the campaign ${filters.campaign}` : "",
  ].filter(Boolean);
  const days = filters.from && filters.to ? `between ${followUpLabel(filters.from)} and ${followUpLabel(filters.to)}` : "";
  if (parts.length === 0 && !filters.from && !filters.to) return null;
  return (
    <p className="text-sm text-ink">
      Leads that {parts.length > 0 ? parts.join(" and ") : "arrived"}
      {days ? ` ${days}` : ""}.{" "}
      <Link to={ADMIN_LEADS_PATH} className="font-semibold text-lake underline underline-offset-2">
        Show all leads
      </Link>
    </p>
  );
}

/** Search and filters as a GET form, so every view of the list is a URL (and works without script). */
function LeadFilters({ filters }: { filters: LeadListFilters }) {
  return (
    <Form method="get" className="grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-3 sm:items-end lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      {filters.view ? <input type="hidden" name="view" value={filters.view} /> : null}
      {VISIT_FILTERS.map((name) => (filters[name] ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null))}
      <div className="sm:col-span-3 lg:col-span-1">
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
      <div>
        <Label htmlFor="lead-status">Status</Label>
        <Select id="lead-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">{filters.view === "open" ? "New or contacted" : "Any status"}</option>
          {(filters.view === "open" ? OPEN_LEAD_STATUSES : LEAD_STATUSES).map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="primary" className="sm:col-span-3 lg:col-span-1">
        Show Leads
      </Button>
    </Form>
  );
}

/** The list's two views, as links: every lead, newest first, and the open ones by follow-up date. */
function LeadViews({ view }: { view: LeadListFilters["view"] }) {
  const views = [
    { to: ADMIN_LEADS_PATH, label: "All leads", current: view === null },
    { to: `${ADMIN_LEADS_PATH}?view=open`, label: "Open leads", current: view === "open" },
  ];
  return (
    <nav aria-label="Lead views" className="flex gap-6 border-b border-line text-sm font-semibold">
      {views.map(({ to, label, current }) => (
        <Link
          key={label}
          to={to}
          aria-current={current ? "page" : undefined}
          className={current ? "-mb-px border-b-2 border-gold pb-2 text-ink" : "pb-2 text-stone hover:text-ink"}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Every lead, newest first, 50 a page (issue 15): who, what kind, when, from which page, whether it
 * reached its destinations, and where it stands; the Open leads view by follow-up date (issue 33).
 */
export function LeadList({ leads, total, filters, today }: { leads: AdminLeadRow[]; total: number; filters: LeadListFilters; today: string }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_LEADS_PAGE_SIZE));
  const filtered = isFilteredLeadList(filters);
  const open = filters.view === "open";
  return (
    <div className="space-y-6">
      <LeadViews view={filters.view} />
      {open ? (
        <p className="text-sm text-stone">New and contacted leads, the oldest follow-up date first; leads without one come after, the oldest first.</p>
      ) : null}
      <VisitFilterLine filters={filters} />
      <LeadFilters filters={filters} />
      {leads.length === 0 ? (
        <EmptyListMessage
          message={
            filtered ? "No leads match these filters." : filters.page > 1 ? "There are no leads on this page." : open ? "No open leads." : "No leads yet."
          }
          reset={
            filtered || filters.page > 1
              ? { to: open ? `${ADMIN_LEADS_PATH}?view=open` : ADMIN_LEADS_PATH, label: open ? "Show all open leads" : "Show all leads" }
              : undefined
          }
        />
      ) : (
        <div className="overflow-x-auto border border-line bg-white shadow-card">
          {/* A table from sm up; on a phone each row is a card: name and delivery, then type, time and page. */}
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[52rem]">
            <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase max-sm:hidden">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Page
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Delivery
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {leads.map((lead) => (
                <tr
                  key={lead.id}
                  className="border-b border-line last:border-0 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4"
                >
                  <td className="px-4 py-3 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">
                    <Link to={leadAdminPath(lead.id)} className="font-semibold text-ink underline-offset-2 hover:text-lake hover:underline">
                      {`${lead.firstName} ${lead.lastName}`.trim() || lead.email}
                    </Link>
                    <span className="block break-words text-stone">{lead.email}</span>
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
                  <td className="px-4 py-3 max-sm:col-span-2 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:p-0">
                    <LeadStatusBadge status={lead.status} />
                    {lead.followUpOn ? (
                      <span className="block text-xs sm:mt-1">
                        <FollowUpText day={lead.followUpOn} today={today} closed={endsLead(lead.status)} />
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager
        label="Lead pages"
        page={filters.page}
        pages={pages}
        href={(target) => pageHref(filters, target)}
        previous={open ? "Previous page" : "Newer leads"}
        next={open ? "Next page" : "Older leads"}
      />
    </div>
  );
}
