import { redirect } from "react-router";
import { requireAdministrator } from "#app/services/auth.server.ts";
import type { Route } from "./+types/admin-home";

/** /admin: the admin's first page is the post list (sign-in first without a session). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdministrator(request, context.db, context.config);
  throw redirect("/admin/lake-advisor");
}
