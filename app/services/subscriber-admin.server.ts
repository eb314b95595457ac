import type { Db } from "#app/db/client.server.ts";
import { decodeCsvFile } from "#app/lib/csv.ts";
import { newsletterSchema } from "#app/lib/schemas.ts";
import { consentNoteSchema, SUBSCRIBER_IMPORT, SUBSCRIBER_MESSAGES, SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "#app/lib/subscriber-status.ts";
import { recordAuditEntry } from "#app/models/audit-log.server.ts";
import { forgetLead } from "#app/models/leads.server.ts";
import { addConsentedSubscribers, deleteSubscriber, subscriberStatuses } from "#app/models/newsletter-subscribers.server.ts";
import { parseCsvOffThread } from "#app/services/render-thread.server.ts";

/*
 * The agent's own changes to the list (issue 35): an address added by hand, an existing list
 * imported, a subscriber forgotten. An address she adds is subscribed on her word, recorded with
 * how consent was given; one that unsubscribed, bounced or complained is never re-subscribed by
 * her, only by the person confirming a new sign-up.
 */

export const SUBSCRIBER_DELETED = "subscriber-deleted";

/** Addresses subscribed per statement, so an import of thousands never holds the embedded database for long. */
const IMPORT_BATCH = 500;

const emailRule = newsletterSchema.shape.email;

const isSuppressed = (status: SubscriberStatus | undefined) => status === "unsubscribed" || status === "bounced" || status === "complained";

export type AddSubscriberAnswer =
  { ok: true; message: string } | { ok: false; message: string; errors: { email?: string; consentNote?: string }; values: Record<string, string> };

/** Add subscriber: one address and how its consent was given. */
export async function addSubscriberByHand(db: Db, form: FormData, administratorEmail: string): Promise<{ status: number; answer: AddSubscriberAnswer }> {
  const values = { email: String(form.get("email") ?? "").slice(0, 1000), consentNote: String(form.get("consentNote") ?? "").slice(0, 2000) };
  const email = emailRule.safeParse(values.email);
  const note = consentNoteSchema.safeParse(values.consentNote);
  const refused = (message: string, errors: { email?: string; consentNote?: string }) => ({
    status: 400,
    answer: { ok: false as const, message, errors, values },
  });
  if (!email.success || !note.success) {
    return refused("Check the fields marked in red", {
      ...(email.success ? {} : { email: email.error.issues[0]?.message }),
      ...(note.success ? {} : { consentNote: note.error.issues[0]?.message }),
    });
  }
  const address = email.data.toLowerCase();
  const stored = (await subscriberStatuses(db, [address])).get(address);
  if (stored === "subscribed") return refused(SUBSCRIBER_MESSAGES.alreadySubscribed, { email: SUBSCRIBER_MESSAGES.alreadySubscribed });
  if (isSuppressed(stored)) {
    const message = SUBSCRIBER_MESSAGES.suppressed(SUBSCRIBER_STATUS_LABELS[stored!]);
    return refused(message, { email: message });
  }
  const outcome = (await addConsentedSubscribers(db, [address], { note: note.data, addedBy: administratorEmail })).get(address);
  // Another request got there between the read and the write: it says what the address is now.
  if (outcome === "unchanged") return refused(SUBSCRIBER_MESSAGES.alreadySubscribed, { email: SUBSCRIBER_MESSAGES.alreadySubscribed });
  return { status: 200, answer: { ok: true, message: `${address} is subscribed` } };
}

/** What an import does with a row, or why it cannot. */
export type SubscriberImportRow = {
  rowNumber: number;
  email: string;
  result: "add" | "confirm" | "subscribed" | "suppressed" | "invalid" | "duplicate";
  reason?: string;
};

export type SubscriberImportCounts = Record<SubscriberImportRow["result"], number>;

export type SubscriberImportAnswer =
  | {
      stage: "preview";
      ok: true;
      csv: string;
      fileName: string;
      consentNote: string;
      counts: SubscriberImportCounts;
      /** The rows that are not added, each with its reason, at most PREVIEW_PROBLEMS of them. */
      problems: SubscriberImportRow[];
      ignored: string[];
    }
  | { stage: "done"; ok: true; message: string; counts: SubscriberImportCounts }
  | { stage: "error"; ok: false; message: string; consentNote?: string };

/** The preview lists this many of the rows not added; the counts cover every row. */
const PREVIEW_PROBLEMS = 500;

class ImportProblem extends Error {}

/** The column holding the addresses: "email", "e-mail", "email address" (as Mailchimp and Ghost export it)… */
const EMAIL_COLUMN = /^e-?mail(\s*address)?$/;

async function importText(form: FormData): Promise<{ text: string; fileName: string }> {
  const kept = form.get("csv");
  if (typeof kept === "string" && kept !== "") {
    if (kept.length > SUBSCRIBER_IMPORT.maxFileBytes) throw new ImportProblem(tooLarge());
    return { text: kept, fileName: String(form.get("fileName") ?? "").slice(0, 200) };
  }
  const file = form.get("file");
  if (file === null || typeof file === "string" || file.size === 0) throw new ImportProblem("Choose the CSV file of your list");
  if (file.size > SUBSCRIBER_IMPORT.maxFileBytes) throw new ImportProblem(tooLarge());
  const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
  if ("problem" in decoded) throw new ImportProblem(decoded.problem);
  return { text: decoded.text, fileName: file.name.slice(0, 200) };
}

const tooLarge = () => `The file is larger than ${SUBSCRIBER_IMPORT.maxFileBytes / 1024 / 1024} MB: split it, and import each part`;

/** Every row checked: a valid address, not on an earlier row, and what the list says of it now. */
async function checkImport(db: Db, text: string): Promise<{ rows: SubscriberImportRow[]; ignored: string[] }> {
  const parsed = await parseCsvOffThread(text);
  if (parsed.problems.length > 0) throw new ImportProblem(parsed.problems.join(" "));
  const column = parsed.columns.find((name) => EMAIL_COLUMN.test(name));
  if (!column) throw new ImportProblem("The file has no email column. Its first line must name the columns, one of them email.");
  if (parsed.rows.length === 0) throw new ImportProblem("The file has no rows to import");
  if (parsed.rows.length > SUBSCRIBER_IMPORT.maxRows) {
    throw new ImportProblem(
      `The file has ${parsed.rows.length.toLocaleString("en-US")} rows; at most ${SUBSCRIBER_IMPORT.maxRows.toLocaleString("en-US")} can be imported at once`,
    );
  }
  const firstRowOf = new Map<string, number>();
  const rows = parsed.rows.map((cells, index): SubscriberImportRow => {
    const rowNumber = index + 1;
    const given = cells[column] ?? "";
    const email = emailRule.safeParse(given);
    if (!email.success)
      return { rowNumber, email: given.slice(0, 80), result: "invalid", reason: email.error.issues[0]?.message ?? "Enter a valid email address" };
    const address = email.data.toLowerCase();
    const earlier = firstRowOf.get(address);
    if (earlier !== undefined) return { rowNumber, email: address, result: "duplicate", reason: `Also on row ${earlier}` };
    firstRowOf.set(address, rowNumber);
    return { rowNumber, email: address, result: "add" };
  });
  const candidates = rows.filter((row) => row.result === "add");
  for (let start = 0; start < candidates.length; start += IMPORT_BATCH) {
    const batch = candidates.slice(start, start + IMPORT_BATCH);
    const stored = await subscriberStatuses(
      db,
      batch.map((row) => row.email),
    );
    for (const row of batch) {
      const status = stored.get(row.email);
      if (status === "pending") row.result = "confirm";
      else if (status === "subscribed") Object.assign(row, { result: "subscribed", reason: "Already subscribed" });
      else if (isSuppressed(status)) {
        Object.assign(row, { result: "suppressed", reason: `${SUBSCRIBER_STATUS_LABELS[status!]}: never re-subscribed by an import` });
      }
    }
  }
  return { rows, ignored: parsed.columns.filter((name) => name !== column) };
}

function countRows(rows: readonly SubscriberImportRow[]): SubscriberImportCounts {
  const counts: SubscriberImportCounts = { add: 0, confirm: 0, subscribed: 0, suppressed: 0, invalid: 0, duplicate: 0 };
  for (const row of rows) counts[row.result]++;
  return counts;
}

function consentNoteOf(form: FormData): string {
  const note = consentNoteSchema.safeParse(String(form.get("consentNote") ?? "").slice(0, 2000));
  if (!note.success) throw new ImportProblem(note.error.issues[0]?.message ?? "Say how consent was given");
  return note.data;
}

function importFailure(error: unknown, form: FormData): { status: number; answer: SubscriberImportAnswer } {
  if (!(error instanceof ImportProblem)) throw error;
  return { status: 400, answer: { stage: "error", ok: false, message: error.message, consentNote: String(form.get("consentNote") ?? "").slice(0, 500) } };
}

/** Import CSV, step 1: every row checked and counted, nothing stored. */
export async function previewSubscriberImport(db: Db, form: FormData): Promise<{ status: number; answer: SubscriberImportAnswer }> {
  try {
    const consentNote = consentNoteOf(form);
    const { text, fileName } = await importText(form);
    const { rows, ignored } = await checkImport(db, text);
    const problems = rows.filter((row) => row.result !== "add" && row.result !== "confirm").slice(0, PREVIEW_PROBLEMS);
    return { status: 200, answer: { stage: "preview", ok: true, csv: text, fileName, consentNote, counts: countRows(rows), problems, ignored } };
  } catch (error) {
    return importFailure(error, form);
  }
}

/** "Import complete: 120 subscribed (118 new, 2 pending confirmed); 5 already subscribed, 3 suppressed, 2 invalid, 1 duplicate" */
export function subscriberImportMessage(counts: SubscriberImportCounts): string {
  const subscribed = counts.add + counts.confirm;
  return (
    `Import complete: ${subscribed} subscribed (${counts.add} new, ${counts.confirm} pending confirmed); ` +
    `${counts.subscribed} already subscribed, ${counts.suppressed} not re-subscribed (unsubscribed, bounced or complained), ` +
    `${counts.invalid} invalid, ${counts.duplicate} repeated`
  );
}

/** Import CSV, step 2: the file checked again (nothing the browser kept is trusted), then subscribed in batches. */
export async function runSubscriberImport(db: Db, form: FormData, administratorEmail: string): Promise<{ status: number; answer: SubscriberImportAnswer }> {
  try {
    const consentNote = consentNoteOf(form);
    const { rows } = await checkImport(db, (await importText(form)).text);
    const wanted = rows.filter((row) => row.result === "add" || row.result === "confirm");
    const counts = countRows(rows);
    counts.add = 0;
    counts.confirm = 0;
    for (let start = 0; start < wanted.length; start += IMPORT_BATCH) {
      const batch = wanted.slice(start, start + IMPORT_BATCH);
      const outcomes = await addConsentedSubscribers(
        db,
        batch.map((row) => row.email),
        { note: consentNote, addedBy: administratorEmail },
      );
      for (const outcome of outcomes.values()) {
        // An address that changed since the check (subscribed or suppressed meanwhile) was left as it is.
        if (outcome === "added") counts.add++;
        else if (outcome === "confirmed") counts.confirm++;
        else counts.subscribed++;
      }
    }
    return { status: 200, answer: { stage: "done", ok: true, message: subscriberImportMessage(counts), counts } };
  } catch (error) {
    return importFailure(error, form);
  }
}

/**
 * Delete: forgets a subscriber at the person's request, with the newsletter lead the subscription
 * made, recorded in the audit log by who and when, without the address.
 */
export async function forgetSubscriber(db: Db, id: string, administratorEmail: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteSubscriber(tx, id);
    if (!deleted) return false;
    if (deleted.leadId) await forgetLead(tx, deleted.leadId, administratorEmail);
    await recordAuditEntry(tx, {
      action: SUBSCRIBER_DELETED,
      subjectId: id,
      administratorEmail,
      detail: `${SUBSCRIBER_STATUS_LABELS[deleted.status]} subscriber since ${deleted.subscribedAt.toISOString()}`,
    });
    return true;
  });
}
