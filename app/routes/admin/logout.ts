import { redirect } from "react-router";
import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { requireAdministratorForAction, signOut } from "#app/services/auth.server.ts";
import type { Route } from "./+types/logout";
import { cacheControl } from "#app/lib/cache-control.ts";

/** Sign-out is a POST from the site's own pages; the session row is deleted, so the id is dead. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdministratorForAction(request, context.db, context.config);
  if (request.method !== "POST") return methodNotAllowed();
  const setCookie = await signOut(request, context.db, context.config);
  throw redirect("/admin/login?signedOut=1", { headers: { "Set-Cookie": setCookie, "Cache-Control": cacheControl("no-store") } });
}

/** A GET changes nothing: it goes to the admin (or to sign-in). */
export function loader() {
  throw redirect("/admin/lake-advisor");
}
