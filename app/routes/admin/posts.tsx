import { AdminHeading } from "#app/components/admin-heading.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/posts";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Blog Administration") }, { name: "robots", content: "noindex" }];

export default function AdminPosts() {
  return <AdminHeading title="Blog Administration" />;
}
