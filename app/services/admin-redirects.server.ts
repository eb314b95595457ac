import type { Db } from "#app/db/client.server.ts";
import { livePathCheck } from "#app/lib/live-paths.ts";
import { REDIRECT_MESSAGES } from "#app/lib/admin-paths.ts";
import { acceptedSave, listChange, noticeOnly, notUnderstood, parseDocumentForm, refusedSave, type DocumentAnswer } from "#app/lib/document-form.ts";
import { redirectSchema, type RedirectInput } from "#app/lib/redirect-schema.ts";
import { buildRedirectTable, followRedirects, type RedirectMatch, type RedirectTable } from "#app/lib/redirects.ts";
import { createRedirect, deleteRedirect, isLiveRecord, readRedirectRules, updateRedirect } from "#app/models/redirect-rules.server.ts";

type Answered = { status: number; answer: DocumentAnswer };

/** Whether a page answers at `path` (or under it, for a prefix); with `now`, a scheduled post's page does not yet. */
async function pageAnswers(db: Db, path: string, match: RedirectMatch, options: { now?: boolean } = {}): Promise<boolean> {
  const check = livePathCheck(path, match);
  return check.live || (check.record ? await isLiveRecord(db, check.record.kind, check.record.key, options) : false);
}

/** The message when a redirect from `path` would hide a live page of the site, else null. */
export async function livePageProblem(db: Db, path: string, match: RedirectMatch): Promise<string | null> {
  if (!(await pageAnswers(db, path, match))) return null;
  return match === "prefix" ? REDIRECT_MESSAGES.livePrefix : REDIRECT_MESSAGES.livePage;
}

/**
 * The problems of a redirect as it would be stored (replacing redirect `id` when given): its from
 * path taken by another, a live page there, or a loop through the redirects already stored; and
 * the table of redirects it would make.
 */
async function redirectProblems(db: Db, input: RedirectInput, id?: string): Promise<{ problems: Record<string, string>; table?: RedirectTable }> {
  const live = await livePageProblem(db, input.fromPath, input.match);
  if (live) return { problems: { fromPath: live } };
  const others = (await readRedirectRules(db)).filter((rule) => rule.id !== id);
  if (others.some((rule) => rule.fromPath === input.fromPath)) return { problems: { fromPath: REDIRECT_MESSAGES.fromTaken } };
  const table = buildRedirectTable([...others, input]);
  if (followRedirects(table, input.fromPath) === "loop") return { problems: { toPath: REDIRECT_MESSAGES.loop } };
  return { problems: {}, table };
}

/**
 * A warning when an exact redirect leads, through the redirects after it, to a path where no page
 * answers today (a scheduled post's included): saved all the same, as an administrator may prepare
 * a redirect before its page is live. A prefix redirect's target is the start of many paths, so it
 * is not checked; nor are files under the site's own areas (/images, /media…), counted as answering.
 */
async function missingTargetWarning(db: Db, input: RedirectInput, table: RedirectTable): Promise<string | undefined> {
  if (input.match !== "exact") return undefined;
  const followed = followRedirects(table, input.fromPath);
  if (followed === "loop" || (await pageAnswers(db, followed.end, "exact", { now: true }))) return undefined;
  return REDIRECT_MESSAGES.noPageAtTarget(followed.end);
}

/**
 * The redirects page's forms: add (no `id`), save or delete one. Every field is checked, then the
 * redirect against the others; bad input is a message beside its field and changes nothing.
 */
export async function redirectFormAction(db: Db, form: FormData, id?: string): Promise<Answered> {
  if (form.get("intent") === "delete") {
    if (id && (await deleteRedirect(db, id))) return noticeOnly(200, { ok: true, message: REDIRECT_MESSAGES.deleted });
    return noticeOnly(404, { ok: false, message: REDIRECT_MESSAGES.missing });
  }
  const submission = parseDocumentForm(form, redirectSchema);
  if (!submission) return notUnderstood();
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") return refusedSave(submission, 400, REDIRECT_MESSAGES.invalid);
  const input = submission.value;
  const { problems, table } = await redirectProblems(db, input, id);
  if (!table) return refusedSave(submission, 409, REDIRECT_MESSAGES.invalid, problems);
  const result = id ? await updateRedirect(db, id, input) : await createRedirect(db, input);
  if (!result.ok) {
    return result.reason === "from-taken"
      ? refusedSave(submission, 409, REDIRECT_MESSAGES.invalid, { fromPath: REDIRECT_MESSAGES.fromTaken })
      : refusedSave(submission, 404, REDIRECT_MESSAGES.missing);
  }
  const warning = await missingTargetWarning(db, input, table);
  return acceptedSave(submission, id ? 200 : 201, id ? REDIRECT_MESSAGES.saved : REDIRECT_MESSAGES.created, { id: result.id, warning });
}
