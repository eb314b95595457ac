import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { administrators, rateLimitHits, sessions } from "#app/db/schema.ts";
import { ADMIN_SESSION_IDLE_MS, ADMIN_SESSION_MAX_AGE_MS, SIGN_IN_LOCKOUT } from "#app/lib/constants.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import {
  createAdministratorSession,
  ensureAdministrator,
  findAdministratorBySession,
  getSignedInAdministrator,
  hasAdministrators,
  hashSessionId,
  INVALID_CREDENTIALS,
  requireAdministrator,
  requireAdministratorForAction,
  sessionCookie,
  signIn,
  signOut,
  SIGN_IN_BUSY,
  TOO_MANY_ATTEMPTS,
} from "./auth.server.ts";
import { needsRehash } from "./passwords.server.ts";
import { accountDelayFor, accountDelayMs } from "./sign-in-throttle.server.ts";

let database: Database;
const SITE = "https://lakefrontnc.com";
const config: Config = {
  ...parseConfig({ NODE_ENV: "production", SITE_URL: SITE, DATA_DIR: "/tmp/lakefront-auth-test" }),
  sessionSecrets: ["new-secret-new-secret-new-secret-0001", "old-secret-old-secret-old-secret-0002"],
};
const EMAIL = "meredith@lakefrontnc.com";
const PASSWORD = "correct horse battery staple";
let administratorId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await hasAdministrators(database.db)).toBe(false);
  expect(await ensureAdministrator(database.db, { email: EMAIL, password: PASSWORD, name: "Meredith Vance" })).toBe("created");
  const [row] = await database.db.select().from(administrators).where(eq(administrators.email, EMAIL));
  administratorId = row!.id;
});
afterAll(() => database.close());

async function cookieHeader(sessionId: string, cfg = config) {
  return (await sessionCookie(cfg).serialize(sessionId)).split(";")[0]!;
}

function requestWith(path: string, init: { cookie?: string; method?: string; origin?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.origin) headers.set("Origin", init.origin);
  return new Request(`${SITE}${path}`, { method: init.method ?? "GET", headers });
}

async function attempt(email: string, password: string, ip = "203.0.113.1", cookie?: string) {
  return signIn(database.db, config, { email, password, ip, request: requestWith("/admin/login", { method: "POST", cookie, origin: SITE }) });
}

/** The Response a guard threw; fails the test when it let the request through. */
async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Response)) throw new Error("expected the guard to throw a Response");
  return outcome;
}

async function clearCounters() {
  await database.db.delete(rateLimitHits);
}

describe("sessions", () => {
  it("store only the SHA-256 of the id, and find the administrator by it", async () => {
    const id = await createAdministratorSession(database.db, administratorId);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(id)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(id);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(ADMIN_SESSION_MAX_AGE_MS - 60_000);
    expect(await findAdministratorBySession(database.db, id)).toEqual({ id: administratorId, email: EMAIL, name: "Meredith Vance" });
  });

  it("are dead once expired", async () => {
    const id = await createAdministratorSession(database.db, administratorId, { now: new Date(Date.now() - ADMIN_SESSION_MAX_AGE_MS - 1000) });
    expect(await findAdministratorBySession(database.db, id)).toBeNull();
    expect(await getSignedInAdministrator(requestWith("/admin/lake-advisor", { cookie: await cookieHeader(id) }), database.db, config)).toBeNull();
  });

  it("end after 12 hours without a request, and each request keeps them going", async () => {
    const idle = await createAdministratorSession(database.db, administratorId);
    const active = await createAdministratorSession(database.db, administratorId);
    const setLastSeen = (id: string, hoursAgo: number) =>
      database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${hoursAgo * 3600})` })
        .where(eq(sessions.idHash, hashSessionId(id)));
    await setLastSeen(idle, 12.01);
    await setLastSeen(active, 11.9);
    expect(await findAdministratorBySession(database.db, idle)).toBeNull();
    expect(await findAdministratorBySession(database.db, active)).toMatchObject({ email: EMAIL });
    const [seen] = await database.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(active)));
    expect(Date.now() - seen!.at.getTime()).toBeLessThan(60_000);
    expect(ADMIN_SESSION_IDLE_MS).toBe(12 * 3600 * 1000);
  });

  it("are read only from a validly signed cookie, with any of the rotated secrets", async () => {
    const id = await createAdministratorSession(database.db, administratorId);
    expect(await getSignedInAdministrator(requestWith("/", { cookie: await cookieHeader(id) }), database.db, config)).not.toBeNull();
    const signedWithOld = await cookieHeader(id, { ...config, sessionSecrets: [config.sessionSecrets[1]!] });
    expect(await getSignedInAdministrator(requestWith("/", { cookie: signedWithOld }), database.db, config)).not.toBeNull();
    const forged = await cookieHeader(id, { ...config, sessionSecrets: ["someone-elses-secret-someone-elses-01"] });
    expect(await getSignedInAdministrator(requestWith("/", { cookie: forged }), database.db, config)).toBeNull();
    expect(await getSignedInAdministrator(requestWith("/", { cookie: `__Host-lakefront_session=${id}` }), database.db, config)).toBeNull();
  });

  it("the cookie is __Host-, httpOnly, SameSite=Lax, Secure in production, path /", async () => {
    const header = await sessionCookie(config).serialize("x".repeat(43));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/^__Host-lakefront_session=/);
    expect(header).not.toMatch(/Domain=/);
    const development = { ...config, isProduction: false };
    const plain = await sessionCookie(development).serialize("x".repeat(43));
    expect(plain).not.toMatch(/Secure/);
    expect(plain).toMatch(/^lakefront_session=/);
  });
});

describe("requireAdministrator and requireAdministratorForAction", () => {
  it("send a visitor without a session to sign-in and back", async () => {
    const thrown = await thrownResponse(requireAdministrator(requestWith("/admin/lake-advisor/import?x=1"), database.db, config));
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Flake-advisor%2Fimport%3Fx%3D1");
  });

  it("answer 401 without a session and 403 for another origin", async () => {
    const noSession = await thrownResponse(requireAdministratorForAction(requestWith("/admin/uploads", { method: "POST", origin: SITE }), database.db, config));
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toEqual({ error: "Unauthorized" });

    const cookie = await cookieHeader(await createAdministratorSession(database.db, administratorId));
    const foreign = await thrownResponse(
      requireAdministratorForAction(requestWith("/admin/uploads", { method: "POST", cookie, origin: "https://attacker.example" }), database.db, config),
    );
    expect(foreign.status).toBe(403);
    const missing = await thrownResponse(requireAdministratorForAction(requestWith("/admin/uploads", { method: "POST", cookie }), database.db, config));
    expect(missing.status).toBe(403);

    const ok = await requireAdministratorForAction(requestWith("/admin/uploads", { method: "POST", cookie, origin: SITE }), database.db, config);
    expect(ok.email).toBe(EMAIL);
  });
});

describe("signIn", () => {
  it("accepts the right password (address in any case) and issues a new session", async () => {
    await clearCounters();
    const result = await attempt("  Meredith@LakefrontNC.com ", PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.setCookie).toMatch(/^__Host-lakefront_session=/);
    const cookie = result.setCookie.split(";")[0]!;
    expect(await getSignedInAdministrator(requestWith("/", { cookie }), database.db, config)).toMatchObject({ email: EMAIL });
  });

  it("gives the same answer for a wrong password and an unknown address", async () => {
    await clearCounters();
    const wrong = await attempt(EMAIL, "not the password");
    const unknown = await attempt("nobody@lakefrontnc.com", "not the password");
    expect(wrong).toEqual({ ok: false, status: 400, error: INVALID_CREDENTIALS });
    expect(unknown).toEqual(wrong);
  });

  it("ends the session the browser presented and cleans up expired ones", async () => {
    await clearCounters();
    const previous = await createAdministratorSession(database.db, administratorId);
    const expired = await createAdministratorSession(database.db, administratorId, { now: new Date(Date.now() - ADMIN_SESSION_MAX_AGE_MS - 1000) });
    const result = await attempt(EMAIL, PASSWORD, "203.0.113.1", await cookieHeader(previous));
    expect(result.ok).toBe(true);
    const left = await database.db.select({ idHash: sessions.idHash }).from(sessions);
    const hashes = left.map((row) => row.idHash);
    expect(hashes).not.toContain(hashSessionId(previous));
    expect(hashes).not.toContain(hashSessionId(expired));
    if (result.ok) expect(result.setCookie).not.toContain(previous);
  });

  it("never locks the administrator out: five bad passwords from anywhere only slow the account down", async () => {
    await clearCounters();
    // A stranger, from five different addresses (none of them locked by one failure).
    for (let i = 0; i < 5; i++) {
      expect(await attempt(EMAIL, `wrong ${i}`, `198.51.100.${i}`)).toMatchObject({ error: INVALID_CREDENTIALS });
    }
    // The administrator, from their own address: the right password still gets in, after the wait.
    const started = Date.now();
    const result = await attempt(EMAIL, PASSWORD, "198.51.100.99");
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs(5) - 50);
    expect(TOO_MANY_ATTEMPTS).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
  });

  it("makes each attempt on an account wait twice as long as the last, after three free failures, up to a cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(accountDelayMs)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16000, 16000, 16000]);
  });

  it("answers 429 with the sign-in page's message to attempts beyond the few scrypt checks it runs or queues (issue 33)", async () => {
    await clearCounters();
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => attempt(`stranger${i}@example.com`, "wrong", `198.51.100.${i}`)));
    const busy = results.filter((result) => !result.ok && result.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const result of busy) expect(result).toEqual({ ok: false, status: 429, error: SIGN_IN_BUSY });
    expect(results.filter((result) => !result.ok && result.status === 400).length).toBe(14 - busy.length);
  }, 60_000);

  it("success clears the account's failures, so the next typo costs nothing", async () => {
    await clearCounters();
    for (let i = 0; i < SIGN_IN_LOCKOUT.freeFailuresPerAccount; i++) await attempt(EMAIL, `wrong ${i}`, `192.0.2.${i}`);
    expect(await accountDelayFor(database.db, EMAIL)).toBeGreaterThan(0);
    expect((await attempt(EMAIL, PASSWORD, "192.0.2.60")).ok).toBe(true);
    expect(await accountDelayFor(database.db, EMAIL)).toBe(0);
    expect(await attempt(EMAIL, "wrong again", "192.0.2.61")).toMatchObject({ status: 400 });
  });

  it("locks the failing client address, across accounts and for the right password, scaled by RATE_LIMIT_FACTOR", async () => {
    await clearCounters();
    const ip = "203.0.113.77";
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailuresPerClient; i++) await attempt(`user${i}@lakefrontnc.com`, "wrong", ip);
    expect(await attempt(EMAIL, PASSWORD, ip)).toEqual({ ok: false, status: 429, error: TOO_MANY_ATTEMPTS });
    // Every other address, the administrator's included, is unaffected.
    expect((await attempt(EMAIL, PASSWORD, "203.0.113.78")).ok).toBe(true);

    const relaxed: Config = { ...config, rateLimitFactor: 2 };
    const result = await signIn(database.db, relaxed, {
      email: EMAIL,
      password: PASSWORD,
      ip,
      request: requestWith("/admin/login", { method: "POST", origin: SITE }),
    });
    expect(result.ok).toBe(true);

    await database.db.execute(sql`UPDATE ${rateLimitHits} SET reset_at = now() - interval '1 second'`);
    expect((await attempt(EMAIL, PASSWORD, ip)).ok).toBe(true);
  });

  it("replaces a hash made with an older, cheaper cost at the next sign-in", async () => {
    await clearCounters();
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const older = [
      "scrypt",
      2 ** 15,
      8,
      1,
      salt.toString("base64url"),
      scryptSync(PASSWORD.normalize("NFKC"), salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString("base64url"),
    ].join("$");
    await database.db.update(administrators).set({ passwordHash: older }).where(eq(administrators.id, administratorId));
    expect((await attempt(EMAIL, PASSWORD)).ok).toBe(true);
    const [row] = await database.db.select().from(administrators).where(eq(administrators.id, administratorId));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(row!.passwordHash)).toBe(false);
    expect((await attempt(EMAIL, PASSWORD)).ok).toBe(true);
  });
});

describe("signOut", () => {
  it("deletes the session row, so the id is dead everywhere, and clears the cookie", async () => {
    const id = await createAdministratorSession(database.db, administratorId);
    const cookie = await cookieHeader(id);
    const cleared = await signOut(requestWith("/admin/logout", { method: "POST", cookie, origin: SITE }), database.db, config);
    expect(cleared).toMatch(/^__Host-lakefront_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await findAdministratorBySession(database.db, id)).toBeNull();
    expect(await getSignedInAdministrator(requestWith("/", { cookie }), database.db, config)).toBeNull();
  });
});

describe("ensureAdministrator (ADMIN_EMAIL / ADMIN_PASSWORD, admin:create)", () => {
  it("creates once, leaves an unchanged password alone, re-hashes a changed one and ends its sessions", async () => {
    await clearCounters();
    const email = "bootstrap@lakefrontnc.com";
    expect(await ensureAdministrator(database.db, { email, password: "first password 123" })).toBe("created");
    const [created] = await database.db.select().from(administrators).where(eq(administrators.email, email));
    expect(await ensureAdministrator(database.db, { email: " BOOTSTRAP@lakefrontnc.com", password: "first password 123" })).toBe("unchanged");
    const [unchanged] = await database.db.select().from(administrators).where(eq(administrators.email, email));
    expect(unchanged!.passwordHash).toBe(created!.passwordHash);

    const session = await createAdministratorSession(database.db, created!.id);
    expect(await ensureAdministrator(database.db, { email, password: "second password 456" })).toBe("updated");
    expect(await findAdministratorBySession(database.db, session)).toBeNull();
    expect(await database.db.select().from(administrators).where(eq(administrators.email, email))).toHaveLength(1);

    expect((await attempt(email, "first password 123")).ok).toBe(false);
    expect((await attempt(email, "second password 456")).ok).toBe(true);
  });
});
