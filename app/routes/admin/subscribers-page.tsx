import { FileUpIcon, UserPlusIcon } from "lucide-react";
import { data, Link } from "react-router";
import { AdminPageHeader, ExportCsvLink } from "#app/components/admin/admin-page-header.tsx";
import { SaveStatus, useSaveAnswer } from "#app/components/admin/save-answer.tsx";
import { SubscriberList } from "#app/components/admin/subscriber-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SaveAnswer } from "#app/lib/document-form.ts";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import {
  ADMIN_SUBSCRIBER_IMPORT_PATH,
  ADMIN_SUBSCRIBER_NEW_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  SUBSCRIBER_MESSAGES,
  subscriberListFilters,
  subscriberListQueryString,
} from "#app/lib/subscriber-status.ts";
import { listSubscribersForAdmin } from "#app/models/admin-subscribers.server.ts";
import { requireAdministrator, requireAdministratorForAction } from "#app/services/auth.server.ts";
import { forgetSubscriber } from "#app/services/subscriber-admin.server.ts";
import type { Route } from "./+types/subscribers-page";

const ANSWER_ID = "subscriber-delete";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Subscribers") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const filters = subscriberListFilters(new URL(request.url).searchParams);
  return { filters, ...(await listSubscribersForAdmin(context.db, filters)) };
}

/** Delete, from a subscriber's row: the person is forgotten. */
export async function action({ request, context }: Route.ActionArgs) {
  const administrator = await requireAdministratorForAction(request, context.db, context.config);
  const form = await request.formData().catch(() => new FormData());
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete" || !/^[0-9a-f-]{36}$/.test(id)) {
    return data<SaveAnswer>({ ok: false, message: "That is not something a subscriber's row can do." }, { status: 400 });
  }
  const deleted = await forgetSubscriber(context.db, id, administrator.email);
  return data<SaveAnswer>(deleted ? { ok: true, message: SUBSCRIBER_MESSAGES.deleted } : { ok: false, message: SUBSCRIBER_MESSAGES.gone }, {
    status: deleted ? 200 : 404,
  });
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, total, filters } = loaderData;
  useSaveAnswer(actionData, ANSWER_ID);
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Subscribers"
        status={`${total}${filters.q || filters.status ? " matching" : ""} ${total === 1 ? "subscriber" : "subscribers"}`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={ADMIN_SUBSCRIBER_NEW_PATH}>
                <UserPlusIcon aria-hidden="true" />
                Add Subscriber
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={ADMIN_SUBSCRIBER_IMPORT_PATH}>
                <FileUpIcon aria-hidden="true" />
                Import CSV
              </Link>
            </Button>
            <ExportCsvLink href={`${ADMIN_SUBSCRIBERS_PATH}/export.csv${subscriberListQueryString(filters)}`} />
          </>
        }
      />
      <SaveStatus answer={actionData} />
      <p className="mt-6 max-w-3xl text-sm text-stone">
        Only subscribed addresses are ever sent The Lake Advisor. A sign-up stays pending until its address confirms from the e-mail it was sent; unsubscribed,
        bounced and complained addresses are never mailed unless they confirm a new sign-up.
      </p>
      <div className="mt-8">
        <SubscriberList subscribers={subscribers} total={total} filters={filters} />
      </div>
    </div>
  );
}
