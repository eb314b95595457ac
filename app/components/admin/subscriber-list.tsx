import { Trash2Icon } from "lucide-react";
import { Form } from "react-router";
import { ConfirmedFormButton } from "#app/components/admin/confirmed-form-button.tsx";
import { AdminPager, EmptyListMessage } from "#app/components/admin/admin-page-header.tsx";
import { receivedAt } from "#app/components/admin/lead-list.tsx";
import { Badge, type Tone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label, Select } from "#app/components/ui/field.tsx";
import {
  ADMIN_SUBSCRIBERS_PAGE_SIZE,
  ADMIN_SUBSCRIBERS_PATH,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  subscriberListQueryString,
  type SubscriberListFilters,
  type SubscriberStatus,
} from "#app/lib/subscriber-status.ts";
import type { AdminSubscriberRow, ConfirmationMailState } from "#app/models/admin-subscribers.server.ts";

const STATUS_TONE: Record<SubscriberStatus, Tone> = { pending: "amber", subscribed: "green", unsubscribed: "neutral", bounced: "red", complained: "red" };

/** A pending address's confirmation e-mail, under its status. */
const CONFIRMATION_MAIL_LABELS: Record<NonNullable<ConfirmationMailState>, string> = {
  pending: "Confirmation e-mail waiting to be sent",
  sent: "Confirmation e-mail sent",
  failed: "Confirmation e-mail refused by the address's server",
  cancelled: "Confirmation e-mail replaced by a newer one",
};

/** The page a sign-up came from, as a path (a post's path credits that post). */
function signupPath(page: string | null): string | null {
  if (!page) return null;
  try {
    return new URL(page).pathname;
  } catch {
    return null;
  }
}

/**
 * The Lake Advisor's subscribers, newest sign-up first, 50 a page (issue 35): the address, where it
 * stands, when and on which page it signed up. Search and status are a GET form, so every view is a URL.
 */
export function SubscriberList({
  subscribers,
  total,
  filters,
}: {
  subscribers: (AdminSubscriberRow & { confirmationMail: ConfirmationMailState })[];
  total: number;
  filters: SubscriberListFilters;
}) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_SUBSCRIBERS_PAGE_SIZE));
  const filtered = Boolean(filters.q || filters.status);
  return (
    <div className="space-y-6">
      <Form method="get" className="grid gap-4 border border-line bg-white p-5 shadow-card sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <Label htmlFor="subscriber-search">Search</Label>
          <Input id="subscriber-search" name="q" type="search" defaultValue={filters.q} placeholder="E-mail address" maxLength={200} />
        </div>
        <div>
          <Label htmlFor="subscriber-status">Status</Label>
          <Select id="subscriber-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any status</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUBSCRIBER_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="primary">
          Show Subscribers
        </Button>
      </Form>
      {subscribers.length === 0 ? (
        <EmptyListMessage
          message={filtered ? "No subscribers match these filters." : filters.page > 1 ? "There are no subscribers on this page." : "No subscribers yet."}
          reset={filtered || filters.page > 1 ? { to: ADMIN_SUBSCRIBERS_PATH, label: "Show all subscribers" } : undefined}
        />
      ) : (
        <div className="overflow-x-auto border border-line bg-white shadow-card">
          {/* A table from sm up; on a phone each row is a card: the address and its status, then when and where. */}
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[44rem]">
            <thead className="border-b border-line text-[0.7rem] tracking-[0.14em] text-stone uppercase max-sm:hidden">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Signed up
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Signed up on
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {subscribers.map((subscriber) => {
                const path = signupPath(subscriber.signupPage);
                return (
                  <tr
                    key={subscriber.id}
                    className="border-b border-line last:border-0 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4"
                  >
                    <td className="px-4 py-3 font-semibold break-words text-ink max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">{subscriber.email}</td>
                    <td className="px-4 py-3 max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
                      <Badge tone={STATUS_TONE[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
                      {subscriber.confirmationMail ? <p className="mt-1 text-xs text-stone">{CONFIRMATION_MAIL_LABELS[subscriber.confirmationMail]}</p> : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink max-sm:col-span-2 max-sm:p-0">
                      <time dateTime={new Date(subscriber.subscribedAt).toISOString()}>{receivedAt.format(new Date(subscriber.subscribedAt))}</time>
                    </td>
                    <td className="max-w-[18rem] truncate px-4 py-3 text-stone max-sm:col-span-2 max-sm:max-w-none max-sm:p-0 max-sm:whitespace-normal">
                      {subscriber.consentNote ? (
                        <span title={subscriber.consentNote}>
                          Added by {subscriber.addedBy ?? "the agent"}: {subscriber.consentNote}
                        </span>
                      ) : path ? (
                        <a href={path} className="underline-offset-2 hover:text-lake hover:underline">
                          {path}
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-4 py-3 text-right max-sm:col-span-2 max-sm:p-0 max-sm:text-left">
                      <ConfirmedFormButton
                        action={ADMIN_SUBSCRIBERS_PATH + subscriberListQueryString(filters, filters.page)}
                        intent="delete"
                        fields={{ id: subscriber.id }}
                        buttonProps={{ variant: "ghost", size: "sm", "aria-label": `Delete ${subscriber.email}` }}
                        dialog={{
                          title: `Delete ${subscriber.email}?`,
                          description:
                            "The address is forgotten: it leaves the list, with the newsletter lead its sign-up made. The audit log keeps only that a subscriber was deleted, by you, and when.",
                          confirm: (
                            <>
                              <Trash2Icon aria-hidden="true" />
                              Delete Subscriber
                            </>
                          ),
                        }}
                      >
                        <Trash2Icon aria-hidden="true" />
                        Delete
                      </ConfirmedFormButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager
        label="Subscriber pages"
        page={filters.page}
        pages={pages}
        href={(target) => `${ADMIN_SUBSCRIBERS_PATH}${subscriberListQueryString(filters, target)}`}
        previous="Newer sign-ups"
        next="Older sign-ups"
      />
    </div>
  );
}
