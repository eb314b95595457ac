import { AdminHeading } from "#app/components/admin-heading.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Import Blog Posts") }, { name: "robots", content: "noindex" }];

export default function ImportPosts() {
  return <AdminHeading title="Import Blog Posts" />;
}
