import { AdminHeading } from "#app/components/admin-heading.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/post-edit";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Edit Post") }, { name: "robots", content: "noindex" }];

export default function EditPost() {
  return <AdminHeading title="Edit Post" />;
}
