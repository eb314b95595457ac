import { setTimeout } from "node:timers/promises";
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type Cookie } from "react-router";
import type { Db } from "#app/db/client.server.ts";
import { ADMIN_SESSION_MAX_AGE_MS, SIGN_IN_LOCKOUT } from "#app/lib/constants.ts";
import { isSameOriginRequest } from "#app/lib/origin.ts";
import { signInPath } from "#app/lib/redirect-to.ts";
import {
  countAdministrators,
  findAdministratorByEmail,
  insertAdministrator,
  normaliseEmail,
  updateAdministrator,
} from "#app/models/administrators.server.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  findSessionAdministrator,
  insertSession,
} from "#app/models/sessions.server.ts";
import { getConfig, type Config } from "#app/services/config.server.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "#app/services/passwords.server.ts";
import {
  clearAccountFailures,
  accountDelayFor,
  isClientLocked,
  recordSignInFailure,
} from "#app/services/sign-in-throttle.server.ts";

export type SignedInAdministrator = { id: string; email: string; name: string };

/** The same answer for an unknown address and a wrong password. */
export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${SIGN_IN_LOCKOUT.windowMs / 60_000} minutes and try again.`;

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

/** Creates a session for the administrator and answers its id (32 random bytes, base64url). */
export async function createAdministratorSession(db: Db, administratorId: string, now = new Date()): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await insertSession(db, {
    idHash: hashSessionId(sessionId),
    administratorId,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_MAX_AGE_MS),
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

/** The administrator signed in on this request, or null. */
export async function getSignedInAdministrator(
  request: Request,
  db: Db,
  config: Config = getConfig(),
): Promise<SignedInAdministrator | null> {
  const sessionId = await readSessionId(request, config);
  return sessionId ? findAdministratorBySession(db, sessionId) : null;
}

/** For admin page loaders: the administrator, or a redirect to sign-in that comes back here. */
export async function requireAdministrator(
  request: Request,
  db: Db,
  config: Config = getConfig(),
): Promise<SignedInAdministrator> {
  const administrator = await getSignedInAdministrator(request, db, config);
  if (administrator) return administrator;
  const url = new URL(request.url);
  throw redirect(signInPath(`${url.pathname}${url.search}`), { headers: { "Cache-Control": "no-store" } });
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

const jsonError = (error: string, status: number) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * For admin actions and endpoints: the administrator, or a thrown 401 `{ error: "Unauthorized" }`
 * without a valid session, or a 403 when a state-changing request comes from another origin.
 */
export async function requireAdministratorForAction(
  request: Request,
  db: Db,
  config: Config = getConfig(),
): Promise<SignedInAdministrator> {
  const administrator = await getSignedInAdministrator(request, db, config);
  if (!administrator) throw jsonError("Unauthorized", 401);
  if (!isFromThisSite(request, config)) throw jsonError("Forbidden", 403);
  return administrator;
}

export type SignInResult =
  | { ok: true; administrator: SignedInAdministrator; setCookie: string }
  | { ok: false; status: 400 | 429; error: string };

/**
 * Checks the client address's lock, waits out the account's delay, then checks the password (with
 * the same scrypt work for an unknown address). On success the browser's previous session is
 * ended and a new session id issued; expired sessions are cleaned up. A locked client address is
 * refused even the right password; an account is only ever slowed down.
 */
export async function signIn(
  db: Db,
  config: Config,
  input: { email: string; password: string; ip: string; request: Request },
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  if (await isClientLocked(db, input.ip, config.rateLimitFactor)) {
    return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS };
  }
  const delayMs = await accountDelayFor(db, email);
  if (delayMs > 0) await setTimeout(delayMs);
  const administrator = email ? await findAdministratorByEmail(db, email) : undefined;
  const valid = administrator
    ? await verifyPassword(input.password, administrator.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!administrator || !valid) {
    await recordSignInFailure(db, email, input.ip);
    return { ok: false, status: 400, error: INVALID_CREDENTIALS };
  }
  await clearAccountFailures(db, email);
  // A hash made with the cheaper parameters of an older release is replaced now, while the
  // password is at hand.
  if (needsRehash(administrator.passwordHash)) {
    await updateAdministrator(db, administrator.id, { passwordHash: await hashPassword(input.password) });
  }
  const previous = await readSessionId(input.request, config);
  if (previous) await deleteSession(db, hashSessionId(previous));
  await deleteExpiredSessions(db);
  const sessionId = await createAdministratorSession(db, administrator.id);
  return {
    ok: true,
    administrator: { id: administrator.id, email: administrator.email, name: administrator.name || administrator.email },
    setCookie: await sessionCookie(config).serialize(sessionId),
  };
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
export async function ensureAdministrator(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<"created" | "updated" | "unchanged"> {
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
