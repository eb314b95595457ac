import { AdminPageHeader, ExportCsvLink } from "#app/components/admin/admin-page-header.tsx";
import { SubscriberList } from "#app/components/admin/subscriber-list.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { settingsFrom } from "#app/lib/seo.ts";
import { ADMIN_SUBSCRIBERS_PATH, subscriberListFilters, subscriberListQueryString } from "#app/lib/subscriber-status.ts";
import { listSubscribersForAdmin } from "#app/models/admin-subscribers.server.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/subscribers-page";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(settingsFrom(matches).agent.name, "Subscribers") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  const filters = subscriberListFilters(new URL(request.url).searchParams);
  return { filters, ...(await listSubscribersForAdmin(context.db, filters)) };
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, filters } = loaderData;
  return (
    <div className="container-page py-10 sm:py-12">
      <AdminPageHeader
        title="Subscribers"
        status={`${total}${filters.q || filters.status ? " matching" : ""} ${total === 1 ? "subscriber" : "subscribers"}`}
        actions={<ExportCsvLink href={`${ADMIN_SUBSCRIBERS_PATH}/export.csv${subscriberListQueryString(filters)}`} />}
      />
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
