import { RETRY_AFTER_S } from "#app/lib/constants.ts";
import { methodNotAllowed } from "#app/lib/method-not-allowed.ts";
import { submitLead } from "#app/services/lead-submission.server.ts";
import type { Route } from "./+types/contact";
import { cacheControl } from "#app/lib/cache-control.ts";

/** The spec's boldtrail-contact function: stores a contact or inquiry, then the outbox delivers it. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const { firm, receipt } = await context.siteSettings();
  const result = await submitLead(context.db, context.config, request, { ipAddress: context.clientIp, firmName: firm.name, receipts: receipt.enabled });
  const headers = new Headers({ "Cache-Control": cacheControl("no-store") });
  // The disk is full: nothing was stored.
  if (result.status === 503) headers.set("Retry-After", String(RETRY_AFTER_S));
  return Response.json(result.body, { status: result.status, headers });
}

export const loader = () => methodNotAllowed();
