import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { submitLead } from "#app/services/lead-submission.server.ts";
import type { Route } from "./+types/contact";

/** The spec's boldtrail-contact function: stores a contact or inquiry, then the outbox delivers it. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const { firm } = await context.siteSettings();
  const result = await submitLead(context.db, context.config, request, { ipAddress: context.clientIp, firmName: firm.name });
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export const loader = () => methodNotAllowed();
