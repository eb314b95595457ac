import { AdminHeading } from "#app/components/admin-heading.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Import Blog Posts") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  return null;
}

export default function ImportPosts() {
  return <AdminHeading title="Import Blog Posts" />;
}
