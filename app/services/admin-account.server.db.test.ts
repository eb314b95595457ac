import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { administrators, pendingSignIns, rateLimitHits, sessions } from "#app/db/schema.ts";
import { ACCOUNT_MESSAGES } from "#app/lib/account-rules.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { accountAction, signedInSessions, type AccountSession } from "./admin-account.server.ts";
import { ensureAdministrator, getSignedInAdministrator, hashSessionId, sessionCookie, signIn, TOO_MANY_ATTEMPTS } from "./auth.server.ts";
import { startEnrolment } from "./two-factor.server.ts";

let database: Database;
const SITE = "https://lakefrontnc.com";
const config: Config = {
  ...parseConfig({ NODE_ENV: "production", SITE_URL: SITE, DATA_DIR: "/tmp/lakefront-account-test" }),
  sessionSecrets: ["account-secret-account-secret-0001"],
};
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a longer and newer passphrase";
const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

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

/** Signs in through sign-in itself from a browser and address; answers the cookie and this session's account. */
async function signedIn(email: string, userAgent: string, ip: string, password = PASSWORD) {
  const request = new Request(`${SITE}/admin/login`, { method: "POST", headers: { Origin: SITE, "User-Agent": userAgent } });
  const result = await signIn(database.db, config, { email, password, ip, request });
  if (!result.ok || result.codeNeeded) throw new Error(`sign-in refused: ${JSON.stringify(result)}`);
  const cookie = result.setCookie.split(";")[0]!;
  const sessionId = (await sessionCookie(config).parse(cookie)) as string;
  const account: AccountSession = { administratorId: result.administrator.id, sessionIdHash: hashSessionId(sessionId) };
  return { cookie, account };
}

const stillSignedIn = async (cookie: string) =>
  (await getSignedInAdministrator(new Request(`${SITE}/admin`, { headers: { Cookie: cookie } }), database.db, config)) !== null;

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the signed-in sessions", () => {
  it("lists each session's device, address and last request, this one first and marked, and never its id", async () => {
    const admin = await administrator("sessions@lakefrontnc.com");
    const laptop = await signedIn(admin.email, MAC_CHROME, "198.51.100.7");
    const phone = await signedIn(admin.email, IPHONE_SAFARI, "2001:db8::1");
    const listed = await signedInSessions(database.db, phone.account);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ device: "Safari on iOS", address: "2001:db8::1", current: true });
    expect(listed[1]).toMatchObject({ device: "Chrome on macOS", address: "198.51.100.7", current: false });
    for (const session of listed) {
      expect(session.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(JSON.stringify(listed)).not.toContain(laptop.account.sessionIdHash);
    expect(JSON.stringify(listed)).not.toContain(phone.account.sessionIdHash);
  });

  it("signs out one other session by its key, never the current one, and says when it had ended already", async () => {
    const admin = await administrator("one@lakefrontnc.com");
    const laptop = await signedIn(admin.email, MAC_CHROME, freshIp());
    const phone = await signedIn(admin.email, IPHONE_SAFARI, freshIp());
    const [current, other] = await signedInSessions(database.db, laptop.account);

    const ended = await accountAction(database.db, config, laptop.account, form({ intent: "sign-out-session", session: other!.key }), freshIp());
    expect(ended).toEqual({ status: 200, answer: { ok: true, intent: "sign-out-session", message: ACCOUNT_MESSAGES.sessionEnded } });
    expect(await stillSignedIn(phone.cookie)).toBe(false);
    expect(await stillSignedIn(laptop.cookie)).toBe(true);

    for (const session of [other!.key, current!.key, "not-a-key", "'; drop table sessions; --"]) {
      const refused = await accountAction(database.db, config, laptop.account, form({ intent: "sign-out-session", session }), freshIp());
      expect(refused).toMatchObject({ status: 400, answer: { ok: false, message: ACCOUNT_MESSAGES.sessionGone } });
    }
    expect(await stillSignedIn(laptop.cookie)).toBe(true);
  });

  it("never signs out another administrator's session", async () => {
    const mine = await signedIn((await administrator("mine@lakefrontnc.com")).email, MAC_CHROME, freshIp());
    const theirs = await signedIn((await administrator("theirs@lakefrontnc.com")).email, MAC_CHROME, freshIp());
    const [theirSession] = await signedInSessions(database.db, theirs.account);
    expect(await accountAction(database.db, config, mine.account, form({ intent: "sign-out-session", session: theirSession!.key }), freshIp())).toMatchObject({
      status: 400,
    });
    expect(await accountAction(database.db, config, mine.account, form({ intent: "sign-out-others" }), freshIp())).toMatchObject({ status: 200 });
    expect(await stillSignedIn(theirs.cookie)).toBe(true);
  });

  it("signs out everywhere else and keeps this browser", async () => {
    const admin = await administrator("everywhere@lakefrontnc.com");
    const others = [await signedIn(admin.email, IPHONE_SAFARI, freshIp()), await signedIn(admin.email, MAC_CHROME, freshIp())];
    const here = await signedIn(admin.email, MAC_CHROME, freshIp());
    const answer = await accountAction(database.db, config, here.account, form({ intent: "sign-out-others" }), freshIp());
    expect(answer).toMatchObject({ status: 200, answer: { ok: true, message: ACCOUNT_MESSAGES.otherSessionsEnded } });
    for (const other of others) expect(await stillSignedIn(other.cookie)).toBe(false);
    expect(await stillSignedIn(here.cookie)).toBe(true);
    expect((await signedInSessions(database.db, here.account)).map((session) => session.current)).toEqual([true]);
    expect((await accountAction(database.db, config, here.account, form({ intent: "sign-out-others" }), freshIp())).answer.message).toBe(
      ACCOUNT_MESSAGES.noOtherSessions,
    );
  });
});

describe("changing the password", () => {
  it("needs the current password, 12 characters and the new one twice, and changes nothing otherwise", async () => {
    const admin = await administrator("rules@lakefrontnc.com");
    const here = await signedIn(admin.email, MAC_CHROME, freshIp());
    const other = await signedIn(admin.email, IPHONE_SAFARI, freshIp());
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired }],
      [{ currentPassword: PASSWORD, newPassword: "short one", confirmPassword: "short one" }, { newPassword: ACCOUNT_MESSAGES.newPasswordShort }],
      [
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` },
        { confirmPassword: ACCOUNT_MESSAGES.confirmationDiffers },
      ],
      [
        { currentPassword: "not my password at all", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
      ],
    ];
    for (const [fields, errors] of refusals) {
      const answer = await accountAction(database.db, config, here.account, form({ intent: "password", ...fields }), freshIp());
      expect(answer).toMatchObject({ status: 400, answer: { ok: false, intent: "password", errors } });
    }
    const [row] = await database.db.select().from(administrators).where(eq(administrators.id, admin.id));
    expect(row!.passwordHash).toBe(admin.passwordHash);
    expect(await stillSignedIn(other.cookie)).toBe(true);
  });

  it("counts a wrong current password as a failed sign-in, and a locked address is refused the right one", async () => {
    const admin = await administrator("guess@lakefrontnc.com");
    const here = await signedIn(admin.email, MAC_CHROME, freshIp());
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await accountAction(
        database.db,
        config,
        here.account,
        form({ intent: "password", currentPassword: `wrong guess ${attempt}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
        ip,
      );
    }
    const locked = await accountAction(
      database.db,
      config,
      here.account,
      form({ intent: "password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      ip,
    );
    expect(locked).toMatchObject({ status: 429, answer: { errors: { currentPassword: TOO_MANY_ATTEMPTS } } });
    const [row] = await database.db.select().from(administrators).where(eq(administrators.id, admin.id));
    expect(row!.passwordHash).toBe(admin.passwordHash);
  });

  it("changes it, ends every other session and waiting sign-in, keeps this one, and signs in with the new password only", async () => {
    const admin = await administrator("change@lakefrontnc.com");
    const here = await signedIn(admin.email, MAC_CHROME, freshIp());
    const other = await signedIn(admin.email, IPHONE_SAFARI, freshIp());
    await database.db.insert(pendingSignIns).values({ idHash: "waiting-for-its-code", administratorId: admin.id, expiresAt: new Date(Date.now() + 60_000) });

    const answer = await accountAction(
      database.db,
      config,
      here.account,
      form({ intent: "password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      freshIp(),
    );
    expect(answer).toEqual({ status: 200, answer: { ok: true, intent: "password", message: ACCOUNT_MESSAGES.passwordChanged } });
    expect(await stillSignedIn(here.cookie)).toBe(true);
    expect(await stillSignedIn(other.cookie)).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.administratorId, admin.id))).toHaveLength(1);
    expect(await database.db.select().from(pendingSignIns).where(eq(pendingSignIns.administratorId, admin.id))).toHaveLength(0);

    const request = new Request(`${SITE}/admin/login`, { method: "POST", headers: { Origin: SITE } });
    expect(await signIn(database.db, config, { email: admin.email, password: PASSWORD, ip: freshIp(), request })).toMatchObject({ ok: false });
    expect(await signIn(database.db, config, { email: admin.email, password: NEW_PASSWORD, ip: freshIp(), request })).toMatchObject({ ok: true });
  });

  it("works with two-step sign-in on too, where it asks for no code", async () => {
    const admin = await administrator("with-code@lakefrontnc.com");
    const here = await signedIn(admin.email, MAC_CHROME, freshIp());
    await startEnrolment(database.db, config.sessionSecrets, admin.id);
    const answer = await accountAction(
      database.db,
      config,
      here.account,
      form({ intent: "password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      freshIp(),
    );
    expect(answer.answer.ok).toBe(true);
  });
});
