import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { DELIVERY_CHANNELS, type DeliveryChannel } from "#app/db/schema.ts";
import { LEAD_ACTION_MESSAGES, type LeadActionDone } from "#app/lib/admin-lead-filters.ts";
import { logger } from "#app/lib/logger.server.ts";
import { retryLeadDeliveries } from "#app/services/lead-outbox.server.ts";
import { forgetLead, setLeadHandled } from "#app/services/leads.server.ts";

const leadAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), channel: z.enum(DELIVERY_CHANNELS).optional() }),
  z.object({ intent: z.literal("handled") }),
  z.object({ intent: z.literal("reopen") }),
  z.object({ intent: z.literal("delete") }),
]);

export type LeadActionAnswer = { ok: true; done: LeadActionDone; message: string } | { ok: false; message: string };

const doneAnswer = (done: LeadActionDone) => ({ status: 200, answer: { ok: true as const, done, message: LEAD_ACTION_MESSAGES[done] } });
const refusal = (status: number, message: string) => ({ status, answer: { ok: false as const, message } });

/** The lead page's forms (`intent`, `channel`): Retry now, Mark handled, Reopen, Delete. */
export async function takeLeadAction(
  db: Db,
  form: FormData,
  leadId: string,
  { administratorEmail, destinations }: { administratorEmail: string; destinations: readonly DeliveryChannel[] },
): Promise<{ status: number; answer: LeadActionAnswer }> {
  const parsed = leadAction.safeParse({ intent: form.get("intent"), channel: form.get("channel") || undefined });
  if (!parsed.success || !z.uuid().safeParse(leadId).success) return refusal(400, LEAD_ACTION_MESSAGES.invalid);
  const { intent } = parsed.data;
  const gone = refusal(404, LEAD_ACTION_MESSAGES.notFound);
  try {
    switch (intent) {
      case "retry": {
        const { channel } = parsed.data;
        if (channel && !destinations.includes(channel)) return refusal(409, LEAD_ACTION_MESSAGES.notConfigured);
        const retried = await retryLeadDeliveries(db, leadId, channel);
        return retried > 0 ? doneAnswer("retrying") : refusal(409, LEAD_ACTION_MESSAGES.nothingToRetry);
      }
      case "handled":
      case "reopen":
        return (await setLeadHandled(db, leadId, intent === "handled")) ? doneAnswer(intent === "handled" ? "handled" : "reopened") : gone;
      case "delete":
        return (await forgetLead(db, leadId, administratorEmail)) ? doneAnswer("deleted") : gone;
    }
  } catch (error) {
    logger.error({ err: error, leadId, intent }, "lead action failed");
    return refusal(500, LEAD_ACTION_MESSAGES.failed);
  }
}
