import { AdminHeading } from "#app/components/admin-heading.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/posts";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Blog Administration") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

export default function AdminPosts() {
  return <AdminHeading title="Blog Administration" />;
}
