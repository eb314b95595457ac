import { ArrowLeftIcon, SendIcon, Trash2Icon } from "lucide-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useRevalidator, useSubmit } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader, AdminSection } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus } from "#app/components/admin/save-answer.tsx";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { Badge, type Tone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, FieldHint, Input, Label, RequiredMark, Select, Textarea } from "#app/components/ui/field.tsx";
import type { DeliveryChannel, LeadDeliveryAttempt } from "#app/db/schema.ts";
import { ADMIN_LEADS_PATH, DESTINATION_NAMES, DESTINATION_SETTINGS, leadAdminPath, leadTypeLabel } from "#app/lib/admin-lead-filters.ts";
import { submittedFields } from "#app/lib/lead-submitted-fields.ts";
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUS_LABELS, LEAD_STATUSES } from "#app/lib/lead-status.ts";
import type { AdminLeadDelivery, AdminLeadDetail } from "#app/models/admin-leads.server.ts";
import type { LeadField } from "#app/services/admin-lead-actions.server.ts";
import { endsLead, FollowUpText, LeadStatusBadge, receivedAt } from "./lead-list.tsx";

const STATUS_BADGE: Record<AdminLeadDelivery["status"] | "retrying", { tone: Tone; label: string }> = {
  delivered: { tone: "green", label: "Delivered" },
  pending: { tone: "amber", label: "Pending" },
  retrying: { tone: "amber", label: "Pending · retrying" },
  failed: { tone: "red", label: "Failed" },
};

const OUTCOME_LABELS: Record<LeadDeliveryAttempt["outcome"], string> = { delivered: "Delivered", retry: "Failed, will retry", failed: "Failed" };

const time = (value: Date | null) => (value ? receivedAt.format(value) : "—");

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value === null || value === "" || value === undefined ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>—</>;
  return /^https?:\/\//i.test(href) ? (
    <a href={href} className="text-lake underline underline-offset-2" rel="noreferrer noopener" target="_blank">
      {href}
    </a>
  ) : (
    <>{href}</>
  );
}

const NO_DELIVERIES: AdminLeadDelivery[] = [];

type LeadIntent = "retry" | "status" | "note" | "delete";

/** One of the page's buttons: a form of its own posting its intent, so it works without JavaScript too. */
function LeadActionForm({
  leadId,
  intent,
  channel,
  onSubmit,
  children,
}: {
  leadId: string;
  intent: LeadIntent;
  channel?: DeliveryChannel;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={leadAdminPath(leadId)} preventScrollReset onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      {channel ? <input type="hidden" name="channel" value={channel} /> : null}
      {children}
    </Form>
  );
}

/** Why a field's post was refused, beside it, with what was typed. */
type FieldRefusal = { message: string; field?: LeadField; value?: string };

/**
 * Where the lead stands (issue 33): its status, set with Save, and the day to follow up, set or
 * cleared; each a form of its own, so each works without JavaScript.
 */
function LeadWorkflow({ detail, today, refusal, busy }: { detail: AdminLeadDetail; today: string; refusal: FieldRefusal | undefined; busy: boolean }) {
  const { lead, statusChanges } = detail;
  const followUpError = refusal?.field === "followUpOn" ? refusal.message : undefined;
  return (
    <AdminSection id="lead-workflow" title="Status and follow-up">
      <div className="grid gap-6 md:grid-cols-2">
        <LeadActionForm leadId={lead.id} intent="status">
          <Label htmlFor="lead-status-choice">Status</Label>
          <div className="flex flex-wrap gap-3">
            <Select key={lead.status} id="lead-status-choice" name="status" defaultValue={lead.status} className="w-auto min-w-0 flex-1">
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
            <Button type="submit" variant="primary" disabled={busy}>
              Save Status
            </Button>
          </div>
        </LeadActionForm>
        <Form method="post" action={leadAdminPath(lead.id)} preventScrollReset>
          <Label htmlFor="lead-follow-up">Follow-up date</Label>
          <div className="flex flex-wrap gap-3">
            <Input
              key={lead.followUpOn ?? ""}
              id="lead-follow-up"
              name="followUpOn"
              type="date"
              defaultValue={followUpError ? refusal?.value : (lead.followUpOn ?? "")}
              aria-invalid={followUpError ? true : undefined}
              aria-describedby="lead-follow-up-error lead-follow-up-hint"
              className="w-auto min-w-0 flex-1 basis-full sm:basis-0"
            />
            <Button type="submit" name="intent" value="follow-up" variant="primary" disabled={busy}>
              Save Date
            </Button>
            {lead.followUpOn ? (
              <Button type="submit" name="intent" value="clear-follow-up" variant="outline" disabled={busy}>
                Clear
              </Button>
            ) : null}
          </div>
          <FieldError id="lead-follow-up-error">{followUpError}</FieldError>
          <FieldHint id="lead-follow-up-hint">
            {lead.followUpOn ? <FollowUpText day={lead.followUpOn} today={today} closed={endsLead(lead.status)} /> : "No follow-up date set."}
          </FieldHint>
        </Form>
      </div>
      {statusChanges.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-ink">Status history</summary>
          <ul className="mt-3 space-y-1 text-ink">
            {statusChanges.map((change) => (
              <li key={change.id}>
                <time dateTime={new Date(change.createdAt).toISOString()}>{time(new Date(change.createdAt))}</time> · {change.administratorEmail} ·{" "}
                {change.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </AdminSection>
  );
}

/** The agent's notes, newest first, each with its time and author, and a form to add one. */
function LeadNotes({ detail, refusal, busy }: { detail: AdminLeadDetail; refusal: FieldRefusal | undefined; busy: boolean }) {
  const { lead, notes } = detail;
  const noteError = refusal?.field === "note" ? refusal.message : undefined;
  return (
    <AdminSection id="lead-notes" title="Notes">
      <LeadActionForm leadId={lead.id} intent="note">
        <Label htmlFor="lead-note">
          Add a note
          <RequiredMark />
        </Label>
        <Textarea
          key={notes.length}
          id="lead-note"
          name="note"
          rows={3}
          aria-required="true"
          defaultValue={noteError ? refusal?.value : ""}
          aria-invalid={noteError ? true : undefined}
          aria-describedby="lead-note-error lead-note-hint"
        />
        <FieldError id="lead-note-error">{noteError}</FieldError>
        <FieldHint id="lead-note-hint">
          Up to {LEAD_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters. Notes stay in the admin; the visitor never sees them.
        </FieldHint>
        <Button type="submit" variant="primary" className="mt-3" disabled={busy}>
          Add Note
        </Button>
      </LeadActionForm>
      {notes.length === 0 ? (
        <p className="text-sm text-stone">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, newest first" className="divide-y divide-line border-t border-line">
          {notes.map((note) => (
            <li key={note.id} className="py-4">
              <p className="text-sm break-words whitespace-pre-wrap text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-stone">
                <time dateTime={new Date(note.createdAt).toISOString()}>{time(new Date(note.createdAt))}</time> · {note.author}
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}

/** How soon a send must be due for the page to wait for its outcome: Retry now's, one in flight, or a retry coming up. */
const SEND_DUE_WITHIN_MS = 60_000;
const REFRESH_EVERY_MS = 1_000;

/** Loads the page again when a configured destination's next send is due (and while it is under way), so its outcome shows by itself. */
function useRefreshWhileSending(deliveries: AdminLeadDelivery[], destinations: DeliveryChannel[]) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const due = deliveries
      .filter((delivery) => delivery.status === "pending" && destinations.includes(delivery.channel))
      .map((delivery) => new Date(delivery.nextAttemptAt).getTime() - Date.now());
    const soonest = Math.min(...due);
    if (!(soonest <= SEND_DUE_WITHIN_MS)) return;
    const timer = setTimeout(() => void revalidate(), Math.max(soonest, 0) + REFRESH_EVERY_MS);
    return () => clearTimeout(timer);
  }, [deliveries, destinations, revalidate]);
}

/**
 * What the last post refused, until the next post: the page's own refresh (useRefreshWhileSending) drops the action's answer,
 * and with it the message beside the field the agent is fixing.
 */
function useStandingRefusal(refusal: FieldRefusal | undefined, submitting: boolean) {
  const [standing, setStanding] = useState(refusal);
  const [answered, setAnswered] = useState(refusal);
  if (refusal !== answered) {
    setAnswered(refusal);
    if (refusal) setStanding(refusal);
  }
  if (submitting && standing) setStanding(undefined);
  return standing;
}

function DeliveryCard({
  leadId,
  delivery,
  configured,
  busy,
}: {
  leadId: string;
  delivery: AdminLeadDelivery;
  /** Whether this instance sends to the destination; a lead can wait for one set up later. */
  configured: boolean;
  busy: boolean;
}) {
  const state = delivery.status === "pending" && delivery.attempts > 0 ? "retrying" : delivery.status;
  const badge = STATUS_BADGE[state];
  return (
    <article className="border border-line p-4 sm:p-5" aria-labelledby={`destination-${delivery.channel}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={`destination-${delivery.channel}`} className="text-xl text-ink">
            {DESTINATION_NAMES[delivery.channel]}
          </h3>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        {delivery.status !== "delivered" && configured ? (
          <LeadActionForm leadId={leadId} intent="retry" channel={delivery.channel}>
            <Button type="submit" size="sm" variant="outline" disabled={busy}>
              <SendIcon aria-hidden="true" />
              Retry now
            </Button>
          </LeadActionForm>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-stone">
        {delivery.status === "delivered"
          ? `Delivered ${time(delivery.deliveredAt)}.`
          : delivery.status === "failed"
            ? `Refused: ${delivery.lastError ?? "unknown reason"}. It is not sent again unless you retry it.`
            : !configured
              ? `Waiting until ${DESTINATION_NAMES[delivery.channel]} is configured (${DESTINATION_SETTINGS[delivery.channel]}); it is sent then.`
              : delivery.attempts > 0
                ? `Last error: ${delivery.lastError ?? "unknown"}. Next try ${time(delivery.nextAttemptAt)}.`
                : "Waiting for its first try."}
      </p>
      {delivery.log.length > 0 ? (
        // Focusable, so a keyboard can scroll a log wider than a phone.
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={`Delivery log of ${DESTINATION_NAMES[delivery.channel]}`}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Delivery log of {DESTINATION_NAMES[delivery.channel]}</caption>
            <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Attempt
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Result
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  HTTP status or error
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Next try
                </th>
              </tr>
            </thead>
            <tbody>
              {delivery.log.map((attempt) => (
                <tr key={attempt.id} className="border-b border-line last:border-0">
                  <td className="py-2 pr-4 whitespace-nowrap">{time(attempt.attemptedAt)}</td>
                  <td className="py-2 pr-4">{OUTCOME_LABELS[attempt.outcome]}</td>
                  <td className="py-2 pr-4 break-words">
                    {[attempt.httpStatus, attempt.outcome === "delivered" ? null : attempt.error].filter((part) => part !== null).join(" · ") || "—"}
                  </td>
                  <td className="py-2 whitespace-nowrap">{attempt.nextAttemptAt ? time(attempt.nextAttemptAt) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}

type LeadDetailProps = {
  detail: AdminLeadDetail | null;
  consentWording: string | null;
  destinations: DeliveryChannel[];
  /** What the action the page was redirected from did. */
  notice: string | undefined;
  /** Why the action just posted changed nothing. */
  refusal: FieldRefusal | undefined;
  /** The site's today, YYYY-MM-DD. */
  today: string;
};

/**
 * A lead's own page (issues 15, 33): where it stands and the agent's notes, everything the visitor
 * sent, where they came from, their consent and each destination's log.
 */
export function LeadDetail({ detail, consentWording, destinations, notice, refusal: answered, today }: LeadDetailProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const location = useLocation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = navigation.state === "submitting";
  const refusal = useStandingRefusal(answered, busy);
  useRefreshWhileSending(detail?.deliveries ?? NO_DELIVERIES, destinations);
  // Each redirect after an action is a navigation of its own, so the same message twice toasts twice.
  useEffect(() => {
    if (notice) toast.success(notice);
  }, [notice, location.key]);
  useEffect(() => {
    if (answered) toast.error(answered.message);
  }, [answered]);

  if (!detail) {
    return (
      <div className="container-page py-10 sm:py-12">
        <AdminPageHeader title="Lead not found" status="It may have been deleted." />
        <Link to={ADMIN_LEADS_PATH} className="mt-6 inline-flex items-center gap-2 text-lake underline underline-offset-2">
          <ArrowLeftIcon aria-hidden="true" className="size-4" /> All leads
        </Link>
      </div>
    );
  }
  const { lead, deliveries, firstLead, leadsFromAddress } = detail;

  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
  const sent = submittedFields(lead).map(({ label, value, kind }): [string, ReactNode] => [
    label,
    kind === "email" ? (
      <a href={`mailto:${value}`} className="text-lake underline underline-offset-2">
        {value}
      </a>
    ) : kind === "phone" && value ? (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className="text-lake underline underline-offset-2">
        {value}
      </a>
    ) : kind === "message" ? (
      <span className="whitespace-pre-wrap">{value}</span>
    ) : (
      value
    ),
  ]);

  return (
    <div className="container-page py-10 sm:py-12">
      <Link to={ADMIN_LEADS_PATH} className="mb-6 inline-flex items-center gap-2 text-sm text-lake underline underline-offset-2">
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> All leads
      </Link>
      <AdminPageHeader
        title={name}
        status={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="blue">{leadTypeLabel(lead.source)}</Badge>
            <LeadStatusBadge status={lead.status} />
            {firstLead ? <Badge tone="neutral">Repeat visitor</Badge> : null}
            <span>Received {time(lead.createdAt)}</span>
          </span>
        }
        actions={
          <>
            {/* Without JavaScript the form posts at once; with it, the post waits for the confirmation. */}
            <LeadActionForm
              leadId={lead.id}
              intent="delete"
              onSubmit={(event) => {
                event.preventDefault();
                setConfirmingDelete(true);
              }}
            >
              <Button type="submit" variant="outline" disabled={busy}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </LeadActionForm>
          </>
        }
      />

      <SaveStatus answer={refusal ? { ok: false, message: refusal.message } : notice ? { ok: true, message: notice } : undefined} />

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
        {firstLead ? (
          <p className="border border-line bg-sand px-5 py-4 text-sm text-ink">
            <strong>Repeat visitor.</strong> This address has sent {leadsFromAddress} leads; the first on {time(firstLead.createdAt)}.{" "}
            <Link to={leadAdminPath(firstLead.id)} className="text-lake underline underline-offset-2">
              See the first lead
            </Link>{" "}
            ·{" "}
            <Link to={`${ADMIN_LEADS_PATH}?q=${encodeURIComponent(lead.email)}`} className="text-lake underline underline-offset-2">
              All leads from {lead.email}
            </Link>
          </p>
        ) : leadsFromAddress > 1 ? (
          <p className="border border-line bg-sand px-5 py-4 text-sm text-ink">
            This address has sent {leadsFromAddress} leads; this is the first.{" "}
            <Link to={`${ADMIN_LEADS_PATH}?q=${encodeURIComponent(lead.email)}`} className="text-lake underline underline-offset-2">
              All leads from {lead.email}
            </Link>
          </p>
        ) : null}

        <LeadWorkflow detail={detail} today={today} refusal={refusal} busy={busy} />
        <LeadNotes detail={detail} refusal={refusal} busy={busy} />

        <AdminSection id="lead-sent" title="What they sent">
          <Facts rows={sent} />
        </AdminSection>

        <AdminSection id="lead-source" title="Where they came from">
          <Facts
            rows={[
              ["Sent from", <ExternalLink key="page" href={lead.pageUrl} />],
              ["Landing page", lead.landingPage],
              ["Referrer", <ExternalLink key="referrer" href={lead.referrer} />],
              ["UTM source", lead.utmSource],
              ["UTM medium", lead.utmMedium],
              ["UTM campaign", lead.utmCampaign],
              ["UTM term", lead.utmTerm],
              ["UTM content", lead.utmContent],
            ]}
          />
        </AdminSection>

        <AdminSection id="lead-consent" title="Consent to calls and texts">
          <Facts
            rows={[
              [
                "Agreed",
                lead.consentVersion
                  ? lead.consentGiven
                    ? "Yes — the box was checked"
                    : "No — the box was left unchecked"
                  : "Not asked (this form has no consent box)",
              ],
              [
                "Wording",
                lead.consentVersion ? (
                  <span key="wording">
                    “{consentWording ?? "unknown wording"}” <span className="text-stone">(version {lead.consentVersion})</span>
                  </span>
                ) : (
                  ""
                ),
              ],
              ["Time", time(lead.createdAt)],
              ["IP address", lead.ipAddress],
              ["Browser", lead.userAgent],
            ]}
          />
        </AdminSection>

        <AdminSection id="lead-delivery" title="Delivery" description="Each destination's every attempt, newest first.">
          {deliveries.length === 0 ? (
            <p className="text-sm text-stone">This lead has no destination.</p>
          ) : (
            deliveries.map((delivery) => (
              <DeliveryCard key={delivery.id} leadId={lead.id} delivery={delivery} configured={destinations.includes(delivery.channel)} busy={busy} />
            ))
          )}
        </AdminSection>
      </div>

      <AlertDialog open={confirmingDelete} onOpenChange={setConfirmingDelete}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this lead?</AlertDialogTitle>
          <AlertDialogDescription>
            {name}’s lead, its delivery log and any newsletter subscription it made are removed for good, as a visitor’s request to be forgotten asks. The audit
            log keeps only that a lead was deleted, when and by whom. Leads already delivered stay in your CRM.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive hover:bg-ink"
              onClick={() => void submit({ intent: "delete" }, { method: "post", action: leadAdminPath(lead.id) })}
            >
              <Trash2Icon aria-hidden="true" />
              Delete Lead
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
