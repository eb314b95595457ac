import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { DELIVERY_CHANNELS, type DeliveryChannel } from "#app/db/schema.ts";
import { LEAD_ACTION_MESSAGES } from "#app/lib/admin-lead-filters.ts";
import { logger } from "#app/lib/logger.server.ts";
import { retryLeadDeliveries } from "#app/services/lead-outbox.server.ts";
import { forgetLead, setLeadHandled } from "#app/services/leads.server.ts";

const leadAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), channel: z.enum(DELIVERY_CHANNELS).optional(), requestId: z.string().max(100).optional() }),
  z.object({ intent: z.literal("handled"), requestId: z.string().max(100).optional() }),
  z.object({ intent: z.literal("reopen"), requestId: z.string().max(100).optional() }),
  z.object({ intent: z.literal("delete"), requestId: z.string().max(100).optional() }),
]);

export type LeadActionAnswer = { ok: boolean; requestId?: string; message: string };

/** The lead page's buttons (JSON `{ intent, channel? }`): Retry now, Mark handled, Reopen, Delete. */
export async function takeLeadAction(
  db: Db,
  request: Request,
  leadId: string,
  { administratorEmail, destinations }: { administratorEmail: string; destinations: readonly DeliveryChannel[] },
): Promise<{ status: number; answer: LeadActionAnswer }> {
  const parsed = leadAction.safeParse(await request.json().catch(() => null));
  if (!parsed.success || !z.uuid().safeParse(leadId).success) {
    return { status: 400, answer: { ok: false, requestId: parsed.data?.requestId, message: LEAD_ACTION_MESSAGES.invalid } };
  }
  const { intent, requestId } = parsed.data;
  const gone = { status: 404, answer: { ok: false, requestId, message: LEAD_ACTION_MESSAGES.notFound } };
  try {
    switch (intent) {
      case "retry": {
        const { channel } = parsed.data;
        if (channel && !destinations.includes(channel)) return { status: 409, answer: { ok: false, requestId, message: LEAD_ACTION_MESSAGES.notConfigured } };
        const retried = await retryLeadDeliveries(db, leadId, channel);
        return retried > 0
          ? { status: 200, answer: { ok: true, requestId, message: LEAD_ACTION_MESSAGES.retrying } }
          : { status: 409, answer: { ok: false, requestId, message: LEAD_ACTION_MESSAGES.nothingToRetry } };
      }
      case "handled":
      case "reopen":
        return (await setLeadHandled(db, leadId, intent === "handled"))
          ? { status: 200, answer: { ok: true, requestId, message: intent === "handled" ? LEAD_ACTION_MESSAGES.handled : LEAD_ACTION_MESSAGES.reopened } }
          : gone;
      case "delete":
        return (await forgetLead(db, leadId, administratorEmail)) ? { status: 200, answer: { ok: true, requestId, message: LEAD_ACTION_MESSAGES.deleted } } : gone;
    }
  } catch (error) {
    logger.error({ err: error, leadId, intent }, "lead action failed");
    return { status: 500, answer: { ok: false, requestId, message: LEAD_ACTION_MESSAGES.failed } };
  }
}
