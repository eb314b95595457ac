import { TZDate } from "@date-fns/tz";

/** The site's own time zone: "today" for a follow-up is Charlotte's today. */
export const SITE_TIME_ZONE = "America/New_York";

/** Where a lead stands, set by the agent on its page (issue 33): every lead starts New. */
export const LEAD_STATUSES = ["new", "contacted", "nurturing", "closed", "not-a-fit"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  nurturing: "Nurturing",
  closed: "Closed",
  "not-a-fit": "Not a fit",
};

/** The Open leads view: leads waiting for the agent's first or next move. */
export const OPEN_LEAD_STATUSES = ["new", "contacted"] as const satisfies readonly LeadStatus[];

/** Leads whose follow-up date still matters: every status but the two that end a lead. */
export const FOLLOWED_UP_LEAD_STATUSES = ["new", "contacted", "nurturing"] as const satisfies readonly LeadStatus[];

export const LEAD_NOTE_MAX_LENGTH = 2000;

/** A calendar day as the date input sends it: YYYY-MM-DD, a day the calendar has. */
export function calendarDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return value;
}

/** Today's date in the site's time zone, YYYY-MM-DD. */
export function siteToday(now: Date = new Date()): string {
  const local = new TZDate(now.getTime(), SITE_TIME_ZONE);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
}

/** A follow-up day in words, e.g. "Tue, Dec 1, 2026" (the day itself, whatever the reader's zone). */
export function followUpLabel(day: string): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
