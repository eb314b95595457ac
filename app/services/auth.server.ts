import { setTimeout } from "node:timers/promises";
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type Cookie } from "react-router";
import type { Db } from "#app/db/client.server.ts";
import { ADMIN_SESSION_MAX_AGE_MS, SIGN_IN_LOCKOUT } from "#app/lib/constants.ts";
import { isSameOriginRequest } from "#app/lib/origin.ts";
import { deviceFromUserAgent, sessionAddress } from "#app/lib/session-device.ts";
import { signInPath } from "#app/lib/redirect-to.ts";
import { TWO_FACTOR, TWO_FACTOR_MESSAGES } from "#app/lib/two-factor-rules.ts";
import {
  countAdministrators,
  findAdministratorByEmail,
  findAdministratorById,
  insertAdministrator,
  normaliseEmail,
  updateAdministrator,
} from "#app/models/administrators.server.ts";
import { deleteExpiredSessions, deleteSession, deleteSessionsOf, findSessionAdministrator, insertSession } from "#app/models/sessions.server.ts";
import {
  claimPendingSignInAttempt,
  deleteExpiredPendingSignIns,
  deletePendingSignIn,
  findPendingSignIn,
  insertPendingSignIn,
} from "#app/models/pending-sign-ins.server.ts";
import { getConfig, type Config } from "#app/services/config.server.ts";
import { WorkQueueFullError } from "#app/lib/work-limiter.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "#app/services/passwords.server.ts";
import { clearAccountFailures, accountDelayFor, isClientLocked, recordSignInFailure } from "#app/services/sign-in-throttle.server.ts";
import { verifySecondFactor } from "#app/services/two-factor.server.ts";
import { cacheControl } from "#app/lib/cache-control.ts";

export type SignedInAdministrator = { id: string; email: string; name: string };

/** The same answer for an unknown address and a wrong password. */
export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${SIGN_IN_LOCKOUT.windowMs / 60_000} minutes and try again.`;
/** More passwords are being checked at once than the server takes (passwords.server.ts). */
export const SIGN_IN_BUSY = "Too many sign-in attempts at once. Please try again in a minute.";

/**
 * The session cookie's name. In production it carries the `__Host-` prefix, so a browser accepts
 * it only when Secure, for the whole site and without a Domain: no subdomain or plain-http page
 * can set or overwrite it.
 */
const SESSION_COOKIE_BASE_NAME = "lakefront_session";
export const sessionCookieName = (config: Pick<Config, "isProduction">) =>
  config.isProduction ? `__Host-${SESSION_COOKIE_BASE_NAME}` : SESSION_COOKIE_BASE_NAME;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const cookies = new WeakMap<Config, Cookie>();

/** httpOnly, SameSite=Lax, Secure in production, signed with SESSION_SECRET (first signs, all verify). */
export function sessionCookie(config: Config): Cookie {
  let cookie = cookies.get(config);
  if (!cookie) {
    cookie = createCookie(sessionCookieName(config), {
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction,
      path: "/",
      maxAge: ADMIN_SESSION_MAX_AGE_MS / 1000,
      secrets: config.sessionSecrets,
    });
    cookies.set(config, cookie);
  }
  return cookie;
}

/** The database keeps only the SHA-256 of a session id, so a leaked table yields no cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/**
 * Creates a session for the administrator and answers its id (32 random bytes, base64url); the
 * account page names it by its device and the address it signed in from.
 */
export async function createAdministratorSession(
  db: Db,
  administratorId: string,
  { device = "", address = "", now = new Date() }: { device?: string; address?: string; now?: Date } = {},
): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await insertSession(db, {
    idHash: hashSessionId(sessionId),
    administratorId,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_MAX_AGE_MS),
    device,
    address,
  });
  return sessionId;
}

/** The session id the browser presents, when its signature is valid. */
export async function readSessionId(request: Request, config: Config): Promise<string | null> {
  const value: unknown = await sessionCookie(config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && SESSION_ID.test(value) ? value : null;
}

export async function findAdministratorBySession(db: Db, sessionId: string): Promise<SignedInAdministrator | null> {
  const row = await findSessionAdministrator(db, hashSessionId(sessionId));
  return row ? { id: row.id, email: row.email, name: row.name || row.email } : null;
}

/** The SHA-256 of the session id in this request's cookie (whether or not that session is still live), or null. */
export async function currentSessionIdHash(request: Request, config: Config): Promise<string | null> {
  const sessionId = await readSessionId(request, config);
  return sessionId ? hashSessionId(sessionId) : null;
}

/** The administrator signed in on this request, or null. */
export async function getSignedInAdministrator(request: Request, db: Db, config: Config = getConfig()): Promise<SignedInAdministrator | null> {
  const sessionId = await readSessionId(request, config);
  return sessionId ? findAdministratorBySession(db, sessionId) : null;
}

/** For admin page loaders: the administrator, or a redirect to sign-in that comes back here. */
export async function requireAdministrator(request: Request, db: Db, config: Config = getConfig()): Promise<SignedInAdministrator> {
  const administrator = await getSignedInAdministrator(request, db, config);
  if (administrator) return administrator;
  const url = new URL(request.url);
  throw redirect(signInPath(`${url.pathname}${url.search}`), { headers: { "Cache-Control": cacheControl("no-store") } });
}

/** Whether a state-changing request comes from this site's own pages (Origin, else Referer). */
export function isFromThisSite(request: Request, config: Config): boolean {
  return isSameOriginRequest({
    method: request.method,
    origin: request.headers.get("Origin"),
    referer: request.headers.get("Referer"),
    requestUrl: request.url,
    siteUrl: config.siteUrl,
  });
}

const jsonError = (error: string, status: number) => Response.json({ error }, { status, headers: { "Cache-Control": cacheControl("no-store") } });

/**
 * For admin actions and endpoints: the administrator, or a thrown 401 `{ error: "Unauthorized" }`
 * without a valid session, or a 403 when a state-changing request comes from another origin.
 */
export async function requireAdministratorForAction(request: Request, db: Db, config: Config = getConfig()): Promise<SignedInAdministrator> {
  const administrator = await getSignedInAdministrator(request, db, config);
  if (!administrator) throw jsonError("Unauthorized", 401);
  if (!isFromThisSite(request, config)) throw jsonError("Forbidden", 403);
  return administrator;
}

export type SignInResult =
  | { ok: true; codeNeeded: false; administrator: SignedInAdministrator; setCookie: string }
  /** The password was right and two-step sign-in is on: the cookie is the pending sign-in's. */
  | { ok: true; codeNeeded: true; setCookie: string }
  | { ok: false; status: 400 | 429; error: string };

/**
 * Checks the client address's lock, waits out the account's delay, then checks the password (with
 * the same scrypt work for an unknown address). On success the browser's previous session is
 * ended and a new session id issued; expired sessions are cleaned up. A locked client address is
 * refused even the right password; an account is only ever slowed down.
 */
export async function signIn(db: Db, config: Config, input: { email: string; password: string; ip: string; request: Request }): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  if (await isClientLocked(db, input.ip, config.rateLimitFactor)) {
    return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS };
  }
  const delayMs = await accountDelayFor(db, email);
  if (delayMs > 0) await setTimeout(delayMs);
  const administrator = email ? await findAdministratorByEmail(db, email) : undefined;
  let valid: boolean;
  try {
    valid = administrator ? await verifyPassword(input.password, administrator.passwordHash) : await verifyAgainstDummy(input.password);
  } catch (error) {
    if (error instanceof WorkQueueFullError) return { ok: false, status: 429, error: SIGN_IN_BUSY };
    throw error;
  }
  if (!administrator || !valid) {
    await recordSignInFailure(db, email, input.ip);
    return { ok: false, status: 400, error: INVALID_CREDENTIALS };
  }
  // A hash made with the cheaper parameters of an older release is replaced now, while the
  // password is at hand.
  if (needsRehash(administrator.passwordHash)) {
    await updateAdministrator(db, administrator.id, { passwordHash: await hashPassword(input.password) });
  }
  // With two-step sign-in the account's failures stay counted until the code is right too, so
  // the right password cannot be used to reset the account's slowdown between code guesses.
  if (administrator.totpSecret) return { ok: true, codeNeeded: true, setCookie: await startPendingSignIn(db, config, administrator.id) };
  await clearAccountFailures(db, email);
  return {
    ok: true,
    codeNeeded: false,
    administrator: { id: administrator.id, email: administrator.email, name: administrator.name || administrator.email },
    setCookie: await startSession(db, config, input.request, administrator.id, input.ip),
  };
}

/** Ends the browser's previous session and answers the Set-Cookie of a new one. */
async function startSession(db: Db, config: Config, request: Request, administratorId: string, ip: string): Promise<string> {
  const previous = await readSessionId(request, config);
  if (previous) await deleteSession(db, hashSessionId(previous));
  await deleteExpiredSessions(db);
  const device = deviceFromUserAgent(request.headers.get("User-Agent"));
  return sessionCookie(config).serialize(await createAdministratorSession(db, administratorId, { device, address: sessionAddress(ip) }));
}

/*
 * The second step of sign-in (docs/decisions/039). A right password with two-step sign-in on gives
 * no session, only a pending sign-in: a random id in a signed, httpOnly cookie that lives 5
 * minutes, whose SHA-256 names a pending_sign_ins row counting the codes tried.
 */

const pendingCookies = new WeakMap<Config, Cookie>();

export function pendingSignInCookie(config: Config): Cookie {
  let cookie = pendingCookies.get(config);
  if (!cookie) {
    cookie = createCookie(config.isProduction ? "__Host-lakefront_sign_in" : "lakefront_sign_in", {
      httpOnly: true,
      sameSite: "lax",
      secure: config.isProduction,
      path: "/",
      maxAge: TWO_FACTOR.pendingSignInMs / 1000,
      secrets: config.sessionSecrets,
    });
    pendingCookies.set(config, cookie);
  }
  return cookie;
}

async function startPendingSignIn(db: Db, config: Config, administratorId: string): Promise<string> {
  await deleteExpiredPendingSignIns(db);
  const id = randomBytes(32).toString("base64url");
  await insertPendingSignIn(db, { idHash: hashSessionId(id), administratorId, expiresAt: new Date(Date.now() + TWO_FACTOR.pendingSignInMs) });
  return pendingSignInCookie(config).serialize(id);
}

async function readPendingSignInId(request: Request, config: Config): Promise<string | null> {
  const value: unknown = await pendingSignInCookie(config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && SESSION_ID.test(value) ? value : null;
}

/** Whether this browser has a sign-in waiting for its code (the sign-in page then asks for it). */
export async function hasPendingSignIn(request: Request, db: Db, config: Config): Promise<boolean> {
  const id = await readPendingSignInId(request, config);
  return id !== null && (await findPendingSignIn(db, hashSessionId(id), TWO_FACTOR.attemptsPerPendingSignIn)) !== undefined;
}

/** Forgets the browser's pending sign-in ("Start again") and answers the Set-Cookie that clears it. */
export async function cancelPendingSignIn(request: Request, db: Db, config: Config): Promise<string> {
  const id = await readPendingSignInId(request, config);
  if (id) await deletePendingSignIn(db, hashSessionId(id));
  return clearedPendingSignInCookie(config);
}

const clearedPendingSignInCookie = (config: Config) => pendingSignInCookie(config).serialize("", { maxAge: undefined, expires: new Date(0) });

export type CodeStepResult =
  | { ok: true; setCookies: string[] }
  /** `restart`: the pending sign-in is over (expired, used up): the password must be given again. */
  | { ok: false; status: 400 | 429; error: string; restart: boolean; setCookies: string[] };

/**
 * Checks the code of a pending sign-in, by sign-in's rules (decision 026): a locked client
 * address is refused, the account's delay is waited out, and a wrong code counts as a failed
 * sign-in for both. A pending sign-in allows TWO_FACTOR.attemptsPerPendingSignIn codes, counted
 * before each is checked; a right one ends it and starts the session.
 */
export async function signInWithCode(db: Db, config: Config, input: { code: string; ip: string; request: Request }): Promise<CodeStepResult> {
  const id = await readPendingSignInId(input.request, config);
  const restart = async (status: 400 | 429, error: string): Promise<CodeStepResult> => {
    if (id) await deletePendingSignIn(db, hashSessionId(id));
    return { ok: false, status, error, restart: true, setCookies: [await clearedPendingSignInCookie(config)] };
  };
  if (!id) return restart(400, TWO_FACTOR_MESSAGES.expired);
  if (await isClientLocked(db, input.ip, config.rateLimitFactor)) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS, restart: false, setCookies: [] };
  if (!input.code.trim()) return { ok: false, status: 400, error: TWO_FACTOR_MESSAGES.codeRequired, restart: false, setCookies: [] };
  const idHash = hashSessionId(id);
  const claim = await claimPendingSignInAttempt(db, idHash, TWO_FACTOR.attemptsPerPendingSignIn);
  if (!claim) return restart(400, TWO_FACTOR_MESSAGES.expired);
  const administrator = await findAdministratorById(db, claim.administratorId);
  if (!administrator?.totpSecret) return restart(400, TWO_FACTOR_MESSAGES.expired);
  const delayMs = await accountDelayFor(db, administrator.email);
  if (delayMs > 0) await setTimeout(delayMs);
  const outcome = await verifySecondFactor(db, config.sessionSecrets, administrator, input.code);
  if (outcome !== "ok") {
    await recordSignInFailure(db, administrator.email, input.ip);
    if (claim.attempts >= TWO_FACTOR.attemptsPerPendingSignIn) return restart(400, TWO_FACTOR_MESSAGES.tooManyCodes);
    const error = outcome === "reused" ? TWO_FACTOR_MESSAGES.reusedCode : TWO_FACTOR_MESSAGES.invalidCode;
    return { ok: false, status: 400, error, restart: false, setCookies: [] };
  }
  // Two right codes sent at once: only the request that ends the pending sign-in signs in.
  if (!(await deletePendingSignIn(db, idHash))) return restart(400, TWO_FACTOR_MESSAGES.expired);
  await clearAccountFailures(db, administrator.email);
  return { ok: true, setCookies: [await startSession(db, config, input.request, administrator.id, input.ip), await clearedPendingSignInCookie(config)] };
}

/** Ends the browser's session on the server and answers the Set-Cookie that clears it. */
export async function signOut(request: Request, db: Db, config: Config = getConfig()): Promise<string> {
  const sessionId = await readSessionId(request, config);
  if (sessionId) await deleteSession(db, hashSessionId(sessionId));
  return sessionCookie(config).serialize("", { maxAge: undefined, expires: new Date(0) });
}

export async function hasAdministrators(db: Db): Promise<boolean> {
  return (await countAdministrators(db)) > 0;
}

/**
 * Makes the administrator exist with this password (ADMIN_EMAIL / ADMIN_PASSWORD at start-up,
 * `npm run admin:create`). A changed password is re-hashed and ends that administrator's sessions.
 */
export async function ensureAdministrator(db: Db, input: { email: string; password: string; name?: string }): Promise<"created" | "updated" | "unchanged"> {
  let existing = await findAdministratorByEmail(db, input.email);
  if (!existing) {
    const created = await insertAdministrator(db, {
      email: input.email,
      name: input.name?.trim() ?? "",
      passwordHash: await hashPassword(input.password),
    });
    if (created) return "created";
    // Another instance starting at the same time created it first: check its password below.
    existing = await findAdministratorByEmail(db, input.email);
    if (!existing) throw new Error("the administrator could be neither created nor found");
  }
  const passwordChanged = !(await verifyPassword(input.password, existing.passwordHash));
  const name = input.name?.trim();
  const nameChanged = name !== undefined && name !== "" && name !== existing.name;
  if (!passwordChanged && !nameChanged) return "unchanged";
  await updateAdministrator(db, existing.id, {
    ...(nameChanged ? { name } : {}),
    ...(passwordChanged ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  if (passwordChanged) await deleteSessionsOf(db, existing.id);
  return "updated";
}
