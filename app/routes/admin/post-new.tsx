import { AdminHeading } from "#app/components/admin-heading.tsx";
import { pageTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/post-new";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New Post") }, { name: "robots", content: "noindex" }];

export default function NewPost() {
  return <AdminHeading title="New Post" />;
}
