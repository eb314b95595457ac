import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { administrators, pendingSignIns, rateLimitHits, recoveryCodes, sessions } from "#app/db/schema.ts";
import { TWO_FACTOR, TWO_FACTOR_MESSAGES } from "#app/lib/two-factor-rules.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { accountAction } from "./admin-account.server.ts";
import {
  createAdministratorSession,
  ensureAdministrator,
  findAdministratorBySession,
  getSignedInAdministrator,
  hasPendingSignIn,
  pendingSignInCookie,
  signIn,
  signInWithCode,
  TOO_MANY_ATTEMPTS,
} from "./auth.server.ts";
import { accountKey, clientKey } from "./sign-in-throttle.server.ts";
import { confirmEnrolment, decryptTotpSecret, encryptTotpSecret, resetTwoFactor, startEnrolment, twoFactorState } from "./two-factor.server.ts";

let database: Database;
const SITE = "https://lakefrontnc.com";
const config: Config = {
  ...parseConfig({ NODE_ENV: "production", SITE_URL: SITE, DATA_DIR: "/tmp/lakefront-two-factor-test" }),
  sessionSecrets: ["new-secret-new-secret-new-secret-0001", "old-secret-old-secret-old-secret-0002"],
};
const PASSWORD = "correct horse battery staple";
let ipCounter = 0;
/** A fresh client address for each attempt series, so the per-client lock only bites where meant. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(rateLimitHits);
});

async function administrator(email: string) {
  await ensureAdministrator(database.db, { email, password: PASSWORD });
  const [row] = await database.db.select().from(administrators).where(eq(administrators.email, email));
  return row!;
}

const reload = async (id: string) => (await database.db.select().from(administrators).where(eq(administrators.id, id)))[0]!;

/** The pending secret as the account page shows it, for the "authenticator app" of the test. */
async function shownSecret(id: string): Promise<string> {
  const state = await twoFactorState(database.db, config.sessionSecrets, await reload(id));
  if (!state.enrolment) throw new Error("no enrolment shown");
  return state.enrolment.secret;
}

const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Enrols the administrator; answers the secret, the code that confirmed it and the recovery codes. */
async function enrol(id: string): Promise<{ secret: string; confirmedWith: string; codes: string[] }> {
  await startEnrolment(database.db, config.sessionSecrets, id);
  const secret = await shownSecret(id);
  const confirmedWith = await codeAt(secret);
  const confirmed = await confirmEnrolment(database.db, config.sessionSecrets, await reload(id), confirmedWith);
  if (!confirmed.ok) throw new Error("enrolment refused");
  return { secret, confirmedWith, codes: confirmed.recoveryCodes };
}

function loginRequest(cookie?: string) {
  const headers = new Headers({ Origin: SITE });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${SITE}/admin/login`, { method: "POST", headers });
}

/** The password step; answers the pending sign-in's cookie. */
async function passwordStep(email: string, ip = freshIp()): Promise<string> {
  const result = await signIn(database.db, config, { email, password: PASSWORD, ip, request: loginRequest() });
  if (!result.ok || !result.codeNeeded) throw new Error(`expected the code step, got ${JSON.stringify(result)}`);
  return result.setCookie.split(";")[0]!;
}

const codeStep = (pendingCookie: string, code: string, ip = freshIp()) =>
  signInWithCode(database.db, config, { code, ip, request: loginRequest(pendingCookie) });

describe("the secret at rest", () => {
  it("is encrypted with the first SESSION_SECRET, opens with an older one, and not without one", () => {
    const stored = encryptTotpSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", config.sessionSecrets);
    expect(stored).not.toContain("JBSWY3DP");
    expect(decryptTotpSecret(stored, config.sessionSecrets)).toEqual({ secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", current: true });
    const rotated = ["a-newer-secret-a-newer-secret-a-newer-0003", ...config.sessionSecrets];
    expect(decryptTotpSecret(stored, rotated)).toEqual({ secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", current: false });
    expect(decryptTotpSecret(stored, ["an-unrelated-secret-an-unrelated-secret-0004"])).toBeNull();
  });
});

describe("enrolment", () => {
  it("keeps the new secret pending until a right code confirms it; a wrong code changes nothing", async () => {
    const admin = await administrator("enrol@lakefrontnc.com");
    expect(await twoFactorState(database.db, config.sessionSecrets, admin)).toEqual({ enabled: false, unusedRecoveryCodes: 0, enrolment: null });

    await startEnrolment(database.db, config.sessionSecrets, admin.id);
    const pending = await reload(admin.id);
    expect(pending.totpSecret).toBeNull();
    expect(pending.totpPendingSecret).toBeTruthy();
    const state = await twoFactorState(database.db, config.sessionSecrets, pending);
    expect(state.enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(pending.totpPendingSecret).not.toContain(state.enrolment!.secret);
    expect(state.enrolment?.uri).toContain(`secret=${state.enrolment!.secret}`);
    expect(state.enrolment?.qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // Without two-step sign-in on, the password alone still signs in.
    expect(await signIn(database.db, config, { email: admin.email, password: PASSWORD, ip: freshIp(), request: loginRequest() })).toMatchObject({
      ok: true,
      codeNeeded: false,
    });

    const secret = state.enrolment!.secret;
    const right = await codeAt(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    expect(await confirmEnrolment(database.db, config.sessionSecrets, pending, wrong)).toEqual({ ok: false, reason: "invalid" });
    expect(await reload(admin.id)).toEqual(pending);
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.administratorId, admin.id))).toHaveLength(0);

    const confirmed = await confirmEnrolment(database.db, config.sessionSecrets, pending, right);
    expect(confirmed.ok).toBe(true);
    const enabled = await reload(admin.id);
    expect(enabled.totpSecret).toBe(pending.totpPendingSecret);
    expect(enabled.totpPendingSecret).toBeNull();
    expect(await twoFactorState(database.db, config.sessionSecrets, enabled)).toEqual({ enabled: true, unusedRecoveryCodes: 10, enrolment: null });
  });

  it("gives ten recovery codes, stored only as salted hashes", async () => {
    const admin = await administrator("codes@lakefrontnc.com");
    const { codes } = await enrol(admin.id);
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const stored = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.administratorId, admin.id));
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of codes) expect(dump).not.toContain(code);
    for (const row of stored) expect(row.codeHash).toMatch(/^sha256\$[\w-]{22}\$[\w-]{43}$/);
  });
});

describe("sign-in with two-step sign-in on", () => {
  it("gives no session for the password alone, only a pending sign-in, and one for the right code", async () => {
    const admin = await administrator("steps@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const sessionsBefore = await database.db.select().from(sessions).where(eq(sessions.administratorId, admin.id));

    const pending = await passwordStep(admin.email);
    expect(pending).toMatch(/^__Host-lakefront_sign_in=/);
    expect(await database.db.select().from(sessions).where(eq(sessions.administratorId, admin.id))).toEqual(sessionsBefore);
    expect(await getSignedInAdministrator(loginRequest(pending), database.db, config)).toBeNull();
    expect(await hasPendingSignIn(loginRequest(pending), database.db, config)).toBe(true);

    const result = await codeStep(pending, await codeAt(secret, 30));
    expect(result.ok).toBe(true);
    const [sessionCookie, clearedPending] = result.setCookies;
    expect(sessionCookie).toMatch(/^__Host-lakefront_session=/);
    expect(clearedPending).toMatch(/^__Host-lakefront_sign_in=;.*Expires=Thu, 01 Jan 1970/);
    expect(await getSignedInAdministrator(loginRequest(sessionCookie!.split(";")[0]), database.db, config)).toMatchObject({ email: admin.email });
    expect(await hasPendingSignIn(loginRequest(pending), database.db, config)).toBe(false);
  });

  it("refuses a wrong code with a clear message, counts it as a failed sign-in, and changes nothing", async () => {
    const admin = await administrator("wrong@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const pending = await passwordStep(admin.email);
    const ip = freshIp();
    const right = await codeAt(secret, 30);
    const wrong = right === "123456" ? "654321" : "123456";
    expect(await codeStep(pending, wrong, ip)).toEqual({ ok: false, status: 400, error: TWO_FACTOR_MESSAGES.invalidCode, restart: false, setCookies: [] });
    const counters = await database.db.select().from(rateLimitHits);
    expect(counters.find((row) => row.key === accountKey(admin.email))?.hits).toBe(1);
    expect(counters.find((row) => row.key === clientKey(ip))?.hits).toBe(1);
    expect(await hasPendingSignIn(loginRequest(pending), database.db, config)).toBe(true);
    expect(await codeStep(pending, "not a code")).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await codeStep(pending, right)).ok).toBe(true);
    // The right code clears the account's failures, as a right password does.
    expect((await database.db.select().from(rateLimitHits)).find((row) => row.key === accountKey(admin.email))).toBeUndefined();
  });

  it("refuses a code used before within its window (replay), in another sign-in too", async () => {
    const admin = await administrator("replay@lakefrontnc.com");
    const { secret, confirmedWith } = await enrol(admin.id);
    // The code that confirmed the enrolment is spent already.
    expect(await codeStep(await passwordStep(admin.email), confirmedWith)).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.reusedCode });
    const epoch = Math.floor(Date.now() / 1000) + 30;
    const next = await generate({ secret, epoch });
    expect((await codeStep(await passwordStep(admin.email), next)).ok).toBe(true);
    expect(await codeStep(await passwordStep(admin.email), next)).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.reusedCode });
    expect((await reload(admin.id)).totpLastTimeStep).toBe(Math.floor(epoch / 30));
  });

  it("accepts each recovery code once, typed in any case and with or without dashes", async () => {
    const admin = await administrator("recovery@lakefrontnc.com");
    const { codes } = await enrol(admin.id);
    const [first, second] = codes;
    const typed = `${first!.slice(0, 4)}-${first!.slice(4, 8)}-${first!.slice(8, 12)}-${first!.slice(12)}`.toLowerCase();
    expect((await codeStep(await passwordStep(admin.email), typed)).ok).toBe(true);
    expect(await codeStep(await passwordStep(admin.email), first!)).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.invalidCode });
    // Two sign-ins racing with one code: only one gets in.
    const [a, b] = await Promise.all([passwordStep(admin.email), passwordStep(admin.email)]);
    const raced = await Promise.all([codeStep(a, second!), codeStep(b, second!)]);
    expect(raced.filter((result) => result.ok)).toHaveLength(1);
    const used = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.administratorId, admin.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(2);
    const state = await twoFactorState(database.db, config.sessionSecrets, await reload(admin.id));
    expect(state.unusedRecoveryCodes).toBe(8);
  });

  it("allows a pending sign-in only five codes, then asks for the password again", async () => {
    const admin = await administrator("guesser@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const pending = await passwordStep(admin.email);
    const right = await codeAt(secret, 30);
    const wrong = right === "222222" ? "333333" : "222222";
    for (let i = 1; i < TWO_FACTOR.attemptsPerPendingSignIn; i++) {
      await database.db.delete(rateLimitHits); // no account delay: this test is about the pending sign-in's own limit
      expect(await codeStep(pending, wrong)).toMatchObject({ ok: false, restart: false });
    }
    await database.db.delete(rateLimitHits);
    const last = await codeStep(pending, wrong);
    expect(last).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.tooManyCodes, restart: true });
    expect(await hasPendingSignIn(loginRequest(pending), database.db, config)).toBe(false);
    expect(await codeStep(pending, right)).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.expired, restart: true });
  });

  it("is refused once the pending sign-in has expired, or without one", async () => {
    const admin = await administrator("late@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const pending = await passwordStep(admin.email);
    await database.db.update(pendingSignIns).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await codeStep(pending, await codeAt(secret, 30))).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.expired, restart: true });
    expect(await codeStep("", await codeAt(secret, 30))).toMatchObject({ ok: false, error: TWO_FACTOR_MESSAGES.expired, restart: true });
    const forged = `${pendingSignInCookie(config).name}=made-up`;
    expect(await codeStep(forged, await codeAt(secret, 30))).toMatchObject({ ok: false, restart: true });
  });

  it("locks the client address after wrong codes just as after wrong passwords", async () => {
    const admin = await administrator("locked@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const ip = freshIp();
    // Wrong passwords and wrong codes from one address add up.
    await signIn(database.db, config, { email: admin.email, password: "wrong password", ip, request: loginRequest() });
    await signIn(database.db, config, { email: "someone@lakefrontnc.com", password: "wrong password", ip, request: loginRequest() });
    let pending = await passwordStep(admin.email, ip);
    for (let i = 0; i < 3; i++) {
      await database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, accountKey(admin.email)));
      expect(await codeStep(pending, "999999", ip)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await codeStep(pending, await codeAt(secret, 30), ip)).toEqual({ ok: false, status: 429, error: TOO_MANY_ATTEMPTS, restart: false, setCookies: [] });
    pending = await passwordStep(admin.email);
    expect((await codeStep(pending, await codeAt(secret, 30))).ok).toBe(true);
  });

  it("slows the account down by its failures, wrong codes included", async () => {
    const admin = await administrator("slowed@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const pending = await passwordStep(admin.email);
    for (let i = 0; i < 4; i++) await codeStep(pending, "999999");
    // Four failures: the next attempt waits 2 s before its code is checked.
    const started = Date.now();
    expect((await codeStep(pending, await codeAt(secret, 30))).ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
  });
});

describe("the account page", () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };

  it("sets up, refuses a wrong code beside the field, and turns on with ten codes shown once", async () => {
    const admin = await administrator("account@lakefrontnc.com");
    expect(await accountAction(database.db, config, { administratorId: admin.id, sessionIdHash: "" }, form({ intent: "start" }), freshIp())).toMatchObject({
      status: 200,
      answer: { ok: true },
    });
    const secret = await shownSecret(admin.id);
    const right = await codeAt(secret);
    const wrong = right === "444444" ? "555555" : "444444";
    // Without the password, or with a wrong one, nothing is turned on even with the right code.
    expect(
      await accountAction(database.db, config, { administratorId: admin.id, sessionIdHash: "" }, form({ intent: "confirm", code: right }), freshIp()),
    ).toMatchObject({ status: 400, answer: { errors: { password: TWO_FACTOR_MESSAGES.enrolmentPassword } } });
    expect(
      await accountAction(
        database.db,
        config,
        { administratorId: admin.id, sessionIdHash: "" },
        form({ intent: "confirm", code: right, password: "not the password" }),
        freshIp(),
      ),
    ).toMatchObject({ status: 400, answer: { errors: { password: TWO_FACTOR_MESSAGES.wrongPassword } } });
    expect((await reload(admin.id)).totpSecret).toBeNull();
    const refused = await accountAction(
      database.db,
      config,
      { administratorId: admin.id, sessionIdHash: "" },
      form({ intent: "confirm", code: wrong, password: PASSWORD }),
      freshIp(),
    );
    expect(refused).toEqual({
      status: 400,
      answer: { ok: false, intent: "confirm", message: TWO_FACTOR_MESSAGES.enrolmentInvalid, errors: { code: TWO_FACTOR_MESSAGES.enrolmentInvalid } },
    });
    expect((await reload(admin.id)).totpSecret).toBeNull();
    const turnedOn = await accountAction(
      database.db,
      config,
      { administratorId: admin.id, sessionIdHash: "" },
      form({ intent: "confirm", code: right, password: PASSWORD }),
      freshIp(),
    );
    expect(turnedOn.answer).toMatchObject({ ok: true, message: TWO_FACTOR_MESSAGES.enabled });
    expect(turnedOn.answer.ok && turnedOn.answer.recoveryCodes).toHaveLength(10);
    expect(await accountAction(database.db, config, { administratorId: admin.id, sessionIdHash: "" }, form({ intent: "start" }), freshIp())).toMatchObject({
      status: 400,
      answer: { message: TWO_FACTOR_MESSAGES.alreadyEnabled },
    });
  });

  it("makes new recovery codes only for a current code, and the old ones stop working", async () => {
    const admin = await administrator("regenerate@lakefrontnc.com");
    const { secret, codes } = await enrol(admin.id);
    expect(
      await accountAction(database.db, config, { administratorId: admin.id, sessionIdHash: "" }, form({ intent: "regenerate", code: "" }), freshIp()),
    ).toMatchObject({ status: 400, answer: { errors: { code: TWO_FACTOR_MESSAGES.currentCode } } });
    expect(
      await accountAction(database.db, config, { administratorId: admin.id, sessionIdHash: "" }, form({ intent: "regenerate", code: "999999" }), freshIp()),
    ).toMatchObject({ status: 400, answer: { ok: false } });
    const made = await accountAction(
      database.db,
      config,
      { administratorId: admin.id, sessionIdHash: "" },
      form({ intent: "regenerate", code: await codeAt(secret, 30) }),
      freshIp(),
    );
    expect(made.answer).toMatchObject({ ok: true, message: TWO_FACTOR_MESSAGES.regenerated });
    const fresh = made.answer.ok ? made.answer.recoveryCodes! : [];
    expect(fresh).toHaveLength(10);
    expect(await codeStep(await passwordStep(admin.email), codes[0]!)).toMatchObject({ ok: false });
    expect((await codeStep(await passwordStep(admin.email), fresh[0]!)).ok).toBe(true);
  });

  it("turns off for the password or a current code, never for a wrong one, which counts as a failed sign-in", async () => {
    const admin = await administrator("disable@lakefrontnc.com");
    const { secret } = await enrol(admin.id);
    const ip = freshIp();
    const wrong = await accountAction(
      database.db,
      config,
      { administratorId: admin.id, sessionIdHash: "" },
      form({ intent: "disable", code: "not my password" }),
      ip,
    );
    expect(wrong).toMatchObject({ status: 400, answer: { errors: { code: TWO_FACTOR_MESSAGES.wrongPasswordOrCode } } });
    expect((await reload(admin.id)).totpSecret).toBeTruthy();
    expect((await database.db.select().from(rateLimitHits)).find((row) => row.key === clientKey(ip))?.hits).toBe(1);

    expect(
      (
        await accountAction(
          database.db,
          config,
          { administratorId: admin.id, sessionIdHash: "" },
          form({ intent: "disable", code: await codeAt(secret, 30) }),
          freshIp(),
        )
      ).answer,
    ).toMatchObject({ ok: true });
    const off = await reload(admin.id);
    expect(off).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null });
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.administratorId, admin.id))).toHaveLength(0);
    expect(await signIn(database.db, config, { email: admin.email, password: PASSWORD, ip: freshIp(), request: loginRequest() })).toMatchObject({
      ok: true,
      codeNeeded: false,
    });

    await enrol(admin.id);
    expect(
      (await accountAction(database.db, config, { administratorId: admin.id, sessionIdHash: "" }, form({ intent: "disable", code: PASSWORD }), freshIp()))
        .answer,
    ).toMatchObject({ ok: true, message: TWO_FACTOR_MESSAGES.disabled });
  });
});

describe("resetTwoFactor (npm run admin:create -- --reset-2fa)", () => {
  it("turns it off and ends the administrator's sessions and pending sign-ins", async () => {
    const admin = await administrator("reset@lakefrontnc.com");
    await enrol(admin.id);
    const session = await createAdministratorSession(database.db, admin.id);
    const pending = await passwordStep(admin.email);
    await resetTwoFactor(database.db, admin.id);
    expect(await reload(admin.id)).toMatchObject({ totpSecret: null, totpPendingSecret: null });
    expect(await findAdministratorBySession(database.db, session)).toBeNull();
    expect(await hasPendingSignIn(loginRequest(pending), database.db, config)).toBe(false);
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.administratorId, admin.id))).toHaveLength(0);
  });
});
