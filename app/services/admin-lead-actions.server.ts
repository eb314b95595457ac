import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { DELIVERY_CHANNELS, type DeliveryChannel } from "#app/db/schema.ts";
import { LEAD_ACTION_MESSAGES, LEAD_FIELD_MESSAGES, type LeadActionDone } from "#app/lib/admin-lead-filters.ts";
import { calendarDay, LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from "#app/lib/lead-status.ts";
import { logger } from "#app/lib/logger.server.ts";
import { addLeadNote } from "#app/models/lead-notes.server.ts";
import { retryLeadDeliveries } from "#app/models/lead-deliveries.server.ts";
import { forgetLead, setLeadFollowUp, setLeadStatus } from "#app/models/leads.server.ts";

const leadAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), channel: z.enum(DELIVERY_CHANNELS).optional() }),
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES) }),
  z.object({ intent: z.literal("follow-up"), followUpOn: z.string() }),
  z.object({ intent: z.literal("clear-follow-up") }),
  z.object({ intent: z.literal("note"), note: z.string() }),
  z.object({ intent: z.literal("delete") }),
]);

/** A lead page's field a refusal is about, said beside it, with what was typed. */
export type LeadField = "followUpOn" | "note";

export type LeadActionAnswer = { ok: true; done: LeadActionDone; message: string } | { ok: false; message: string; field?: LeadField; value?: string };

const doneAnswer = (done: LeadActionDone) => ({ status: 200, answer: { ok: true as const, done, message: LEAD_ACTION_MESSAGES[done] } });
const refusal = (status: number, message: string) => ({ status, answer: { ok: false as const, message } });
const fieldRefusal = (field: LeadField, message: string, value: string) => ({ status: 400, answer: { ok: false as const, message, field, value } });

/** The text of a form field, or undefined when the form lacks it. */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** The lead page's forms (`intent`): Retry now, the status, the follow-up date, a note, Delete. */
export async function takeLeadAction(
  db: Db,
  form: FormData,
  leadId: string,
  { administrator, destinations }: { administrator: { email: string; name: string }; destinations: readonly DeliveryChannel[] },
): Promise<{ status: number; answer: LeadActionAnswer }> {
  const parsed = leadAction.safeParse({
    intent: form.get("intent"),
    channel: form.get("channel") || undefined,
    status: form.get("status"),
    followUpOn: text(form, "followUpOn"),
    note: text(form, "note"),
  });
  if (!parsed.success || !z.uuid().safeParse(leadId).success) return refusal(400, LEAD_ACTION_MESSAGES.invalid);
  const action = parsed.data;
  const gone = refusal(404, LEAD_ACTION_MESSAGES.notFound);
  try {
    switch (action.intent) {
      case "retry": {
        const { channel } = action;
        if (channel && !destinations.includes(channel)) return refusal(409, LEAD_ACTION_MESSAGES.notConfigured);
        const retried = await retryLeadDeliveries(db, leadId, channel);
        return retried > 0 ? doneAnswer("retrying") : refusal(409, LEAD_ACTION_MESSAGES.nothingToRetry);
      }
      case "status":
        return (await setLeadStatus(db, leadId, action.status, administrator.email)) ? doneAnswer("status") : gone;
      case "follow-up": {
        const typed = action.followUpOn.trim();
        if (!typed) return fieldRefusal("followUpOn", LEAD_FIELD_MESSAGES.followUpMissing, typed);
        const day = calendarDay(typed);
        if (!day) return fieldRefusal("followUpOn", LEAD_FIELD_MESSAGES.followUpInvalid, typed);
        return (await setLeadFollowUp(db, leadId, day)) ? doneAnswer("followUp") : gone;
      }
      case "clear-follow-up":
        return (await setLeadFollowUp(db, leadId, null)) ? doneAnswer("followUpCleared") : gone;
      case "note": {
        // Line breaks as the browser sends them (CRLF) are kept as plain newlines.
        const body = action.note.replace(/\r\n?/g, "\n").trim();
        if (!body) return fieldRefusal("note", LEAD_FIELD_MESSAGES.noteMissing, action.note);
        if (body.length > LEAD_NOTE_MAX_LENGTH)
          return fieldRefusal("note", `${LEAD_FIELD_MESSAGES.noteTooLong} This one has ${body.length.toLocaleString("en-US")}.`, action.note);
        const author = administrator.name.trim() || administrator.email;
        return (await addLeadNote(db, { leadId, body, author })) ? doneAnswer("note") : gone;
      }
      case "delete":
        return (await forgetLead(db, leadId, administrator.email)) ? doneAnswer("deleted") : gone;
    }
  } catch (error) {
    logger.error({ err: error, leadId, intent: action.intent }, "lead action failed");
    return refusal(500, LEAD_ACTION_MESSAGES.failed);
  }
}
