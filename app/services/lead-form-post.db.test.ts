import { siteSettingsSeed } from "#app/content/site.ts";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { LEAD_FAILURE_TOAST } from "#app/lib/lead-messages.ts";
import { logger } from "#app/lib/logger.server.ts";
import { parseConfig, type Config } from "#app/services/config.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { LEAD_SENT_COOKIE, readLeadSentCookie, takeLeadFormPost } from "./lead-form-post.server.ts";

let database: Database;
const config: Config = { ...parseConfig({ SITE_URL: "https://lakefrontnc.com" }), sessionSecrets: ["x".repeat(32)] };

const contact = {
  kind: "contact",
  firstName: "Grace",
  lastName: "Hopper",
  phone: "+1 704 555 0123",
  email: "grace@example.com",
  meetingType: "clarity",
  message: "Looking on the west shore.",
};

function postTo(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const context = {
    db: database.db,
    config,
    siteSettings: async () => siteSettingsSeed,
    page: { toast: null, leadForm: null, setCookie: null },
  } as unknown as AppLoadContext;
  const answer = () => takeLeadFormPost({ request: new Request(url, { method: "POST", body }), context });
  /** A taken form's answer: the redirect back. */
  const redirected = async () => {
    const response = await answer();
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    return response;
  };
  return { context, answer, redirected };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(leads);
});

describe("takeLeadFormPost (a lead form posted without JavaScript)", () => {
  it("stores the lead with the page it came from, and redirects back with the form's cookie", async () => {
    const response = await postTo("http://localhost:3000/about?utm_source=x", contact).redirected();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/about?utm_source=x");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain(`${LEAD_SENT_COOKIE}=`);
    expect(await readLeadSentCookie(config, cookie.split(";")[0])).toBe("contact");
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({ email: "grace@example.com", pageUrl: "https://lakefrontnc.com/about?utm_source=x" });
  });

  it("never redirects off the site, whatever the path", async () => {
    const response = await postTo("http://localhost:3000//evil.example/phish", contact).redirected();
    expect(response.headers.get("Location")).toBe("/evil.example/phish");
  });

  it("gives a refused form back to the page with its messages and what was typed, and stores nothing", async () => {
    const { context, answer } = postTo("http://localhost:3000/", { ...contact, email: "nope", website: "" });
    const response = (await answer()) as unknown as { init: { status: number } };
    expect(response.init.status).toBe(400);
    expect(context.page.leadForm).toMatchObject({ kind: "contact", values: { email: "nope", firstName: "Grace" }, errors: { email: expect.any(String) } });
    expect(context.page.leadForm?.values).not.toHaveProperty("website");
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("answers anything but a lead form as the routing failure it was before pages took posts", async () => {
    await expect(postTo("http://localhost:3000/about", { anything: "x" }).answer()).rejects.toMatchObject({ status: 405 });
  });
});

describe("takeLeadFormPost with the disk full (issue 33)", () => {
  it("shows the page again with the form's failure toast and what was typed, answers 503, and logs the incident once", async () => {
    const diskFull = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    const fullDb = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === "execute" || property === "transaction"
          ? () => Promise.reject(diskFull)
          : property === "$client"
            ? undefined
            : Reflect.get(target, property, receiver),
    });
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 2; i++) {
        const { context, answer } = postTo("http://localhost:3000/about", contact);
        context.db = fullDb;
        const response = (await answer()) as unknown as { init: { status: number } };
        expect(response.init.status).toBe(503);
        expect(context.page.toast).toEqual({ kind: "error", ...LEAD_FAILURE_TOAST });
        expect(context.page.leadForm).toMatchObject({ kind: "contact", values: { email: "grace@example.com" }, errors: {} });
      }
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });
});
