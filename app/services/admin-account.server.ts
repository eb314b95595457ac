import { setTimeout } from "node:timers/promises";
import type { Db } from "#app/db/client.server.ts";
import type { Administrator } from "#app/db/schema.ts";
import { ACCOUNT_MESSAGES, passwordChangeSchema } from "#app/lib/account-rules.ts";
import { fieldErrors } from "#app/lib/form-fields.ts";
import { totpCodeFrom, TWO_FACTOR_MESSAGES } from "#app/lib/two-factor-rules.ts";
import { WorkQueueFullError } from "#app/lib/work-limiter.ts";
import { findAdministratorById, updateAdministrator } from "#app/models/administrators.server.ts";
import { deletePendingSignInsOf } from "#app/models/pending-sign-ins.server.ts";
import { deleteSessionByKey, deleteSessionsOfExcept, listLiveSessionsOf } from "#app/models/sessions.server.ts";
import { SIGN_IN_BUSY, TOO_MANY_ATTEMPTS } from "#app/services/auth.server.ts";
import type { Config } from "#app/services/config.server.ts";
import { hashPassword, verifyPassword } from "#app/services/passwords.server.ts";
import { accountDelayFor, isClientLocked, recordSignInFailure } from "#app/services/sign-in-throttle.server.ts";
import { cancelEnrolment, confirmEnrolment, issueRecoveryCodes, startEnrolment, turnOffTwoFactor, verifyTotpCode } from "#app/services/two-factor.server.ts";

export const ACCOUNT_INTENTS = ["start", "cancel", "confirm", "regenerate", "disable", "password", "sign-out-session", "sign-out-others"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** The account page's answer: a message, a field's error, and new recovery codes to show once. */
export type AccountAnswer =
  | { ok: true; intent: AccountIntent; message: string; recoveryCodes?: string[] }
  | { ok: false; intent: AccountIntent | null; message: string; errors: Record<string, string> };

type Outcome = { status: 200 | 400 | 429; answer: AccountAnswer };

const refused = (intent: AccountIntent | null, message: string, field?: string, status: 400 | 429 = 400): Outcome => ({
  status,
  answer: { ok: false, intent, message, errors: field ? { [field]: message } : {} },
});
const done = (intent: AccountIntent, message: string, recoveryCodes?: string[]): Outcome => ({
  status: 200,
  answer: { ok: true, intent, message, recoveryCodes },
});

/** Locked out for a while, or more passwords are being checked at once than the server takes. */
const refusedAttempt = (intent: AccountIntent, checked: "locked" | "busy", field: string) =>
  refused(intent, checked === "busy" ? SIGN_IN_BUSY : TOO_MANY_ATTEMPTS, field, 429);

/**
 * A password or code typed on the account page, checked by sign-in's rules (decision 026): a
 * signed-in browser must not become a way to guess the password or the code faster than sign-in.
 */
async function throttledCheck(
  db: Db,
  config: Config,
  administrator: Administrator,
  ip: string,
  check: () => Promise<boolean>,
): Promise<"ok" | "wrong" | "locked" | "busy"> {
  if (await isClientLocked(db, ip, config.rateLimitFactor)) return "locked";
  const delayMs = await accountDelayFor(db, administrator.email);
  if (delayMs > 0) await setTimeout(delayMs);
  try {
    if (await check()) return "ok";
  } catch (error) {
    if (error instanceof WorkQueueFullError) return "busy";
    throw error;
  }
  await recordSignInFailure(db, administrator.email, ip);
  return "wrong";
}

/** The signed-in administrator and the SHA-256 of the session this request came with. */
export type AccountSession = { administratorId: string; sessionIdHash: string };

export type SignedInSession = { key: string; device: string; address: string; lastSeenAt: string; signedInAt: string; current: boolean };

/** The administrator's live sessions for the account page, this one marked; ids stay on the server. */
export async function signedInSessions(db: Db, { administratorId, sessionIdHash }: AccountSession): Promise<SignedInSession[]> {
  const rows = await listLiveSessionsOf(db, administratorId);
  return rows
    .map((row) => ({
      key: row.key,
      device: row.device,
      address: row.address,
      lastSeenAt: row.lastSeenAt.toISOString(),
      signedInAt: row.createdAt.toISOString(),
      current: row.idHash === sessionIdHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

const SESSION_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new password for the current one (checked by sign-in's rules, like the two-step forms' below);
 * every other session and any sign-in waiting for its code end, this browser stays signed in.
 */
async function changePassword(db: Db, config: Config, administrator: Administrator, account: AccountSession, form: FormData, ip: string): Promise<Outcome> {
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 2048);
  const parsed = passwordChangeSchema.safeParse({
    currentPassword: field("currentPassword"),
    newPassword: field("newPassword"),
    confirmPassword: field("confirmPassword"),
  });
  if (!parsed.success) {
    return { status: 400, answer: { ok: false, intent: "password", message: ACCOUNT_MESSAGES.passwordNotChanged, errors: fieldErrors(parsed.error) } };
  }
  const { currentPassword, newPassword } = parsed.data;
  const checked = await throttledCheck(db, config, administrator, ip, () => verifyPassword(currentPassword, administrator.passwordHash));
  if (checked === "locked" || checked === "busy") return refusedAttempt("password", checked, "currentPassword");
  if (checked === "wrong") return refused("password", ACCOUNT_MESSAGES.currentPasswordWrong, "currentPassword");
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(newPassword);
  } catch (error) {
    if (error instanceof WorkQueueFullError) return refusedAttempt("password", "busy", "newPassword");
    throw error;
  }
  await updateAdministrator(db, administrator.id, { passwordHash });
  await deleteSessionsOfExcept(db, administrator.id, account.sessionIdHash);
  await deletePendingSignInsOf(db, administrator.id);
  return done("password", ACCOUNT_MESSAGES.passwordChanged);
}

/** The account page's forms: the password, the sessions, and two-step sign-in's buttons (set up, confirm, cancel, new recovery codes, turn off). */
export async function accountAction(db: Db, config: Config, account: AccountSession, form: FormData, ip: string): Promise<Outcome> {
  const intent = ACCOUNT_INTENTS.find((name) => name === form.get("intent")) ?? null;
  const administrator = await findAdministratorById(db, account.administratorId);
  if (!intent || !administrator) return refused(intent, TWO_FACTOR_MESSAGES.unknownAction);
  const secrets = config.sessionSecrets;
  const typed = String(form.get("code") ?? "").slice(0, 1024);

  switch (intent) {
    case "password":
      return changePassword(db, config, administrator, account, form, ip);
    case "sign-out-session": {
      const key = String(form.get("session") ?? "");
      if (!SESSION_KEY.test(key)) return refused(intent, ACCOUNT_MESSAGES.sessionGone);
      const ended = await deleteSessionByKey(db, administrator.id, key, account.sessionIdHash);
      return ended ? done(intent, ACCOUNT_MESSAGES.sessionEnded) : refused(intent, ACCOUNT_MESSAGES.sessionGone);
    }
    case "sign-out-others": {
      const ended = await deleteSessionsOfExcept(db, administrator.id, account.sessionIdHash);
      return done(intent, ended > 0 ? ACCOUNT_MESSAGES.otherSessionsEnded : ACCOUNT_MESSAGES.noOtherSessions);
    }
    case "start":
      if (administrator.totpSecret) return refused(intent, TWO_FACTOR_MESSAGES.alreadyEnabled);
      await startEnrolment(db, secrets, administrator.id);
      return done(intent, TWO_FACTOR_MESSAGES.started);
    case "cancel":
      await cancelEnrolment(db, administrator.id);
      return done(intent, TWO_FACTOR_MESSAGES.cancelled);
    case "confirm": {
      // The password too, so a stolen session cannot lock the administrator out with its own app.
      const password = String(form.get("password") ?? "").slice(0, 1024);
      if (!password) return refused(intent, TWO_FACTOR_MESSAGES.enrolmentPassword, "password");
      if (!totpCodeFrom(typed)) return refused(intent, TWO_FACTOR_MESSAGES.enrolmentCode, "code");
      const checked = await throttledCheck(db, config, administrator, ip, () => verifyPassword(password, administrator.passwordHash));
      if (checked === "locked" || checked === "busy") return refusedAttempt(intent, checked, "password");
      if (checked === "wrong") return refused(intent, TWO_FACTOR_MESSAGES.wrongPassword, "password");
      const confirmed = await confirmEnrolment(db, secrets, administrator, typed);
      if (confirmed.ok) return done(intent, TWO_FACTOR_MESSAGES.enabled, confirmed.recoveryCodes);
      return confirmed.reason === "invalid" ? refused(intent, TWO_FACTOR_MESSAGES.enrolmentInvalid, "code") : refused(intent, TWO_FACTOR_MESSAGES.noEnrolment);
    }
    case "regenerate": {
      if (!administrator.totpSecret) return refused(intent, TWO_FACTOR_MESSAGES.notEnabled);
      const code = totpCodeFrom(typed);
      if (!code) return refused(intent, TWO_FACTOR_MESSAGES.currentCode, "code");
      let reused = false;
      const checked = await throttledCheck(db, config, administrator, ip, async () => {
        const outcome = await verifyTotpCode(db, secrets, administrator, code);
        reused = outcome === "reused";
        return outcome === "ok";
      });
      if (checked === "locked" || checked === "busy") return refusedAttempt(intent, checked, "code");
      if (checked === "wrong") return refused(intent, reused ? TWO_FACTOR_MESSAGES.reusedCode : TWO_FACTOR_MESSAGES.invalidCode, "code");
      return done(intent, TWO_FACTOR_MESSAGES.regenerated, await issueRecoveryCodes(db, administrator.id));
    }
    case "disable": {
      if (!administrator.totpSecret) return refused(intent, TWO_FACTOR_MESSAGES.notEnabled);
      if (!typed) return refused(intent, TWO_FACTOR_MESSAGES.passwordOrCode, "code");
      const code = totpCodeFrom(typed);
      const checked = await throttledCheck(db, config, administrator, ip, async () =>
        code ? (await verifyTotpCode(db, secrets, administrator, code)) === "ok" : verifyPassword(typed, administrator.passwordHash),
      );
      if (checked === "locked" || checked === "busy") return refusedAttempt(intent, checked, "code");
      if (checked === "wrong") return refused(intent, TWO_FACTOR_MESSAGES.wrongPasswordOrCode, "code");
      await turnOffTwoFactor(db, administrator.id);
      return done(intent, TWO_FACTOR_MESSAGES.disabled);
    }
  }
}
