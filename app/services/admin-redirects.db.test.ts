import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { neighborhoods, redirects, soldProperties } from "#app/db/schema.ts";
import { neighborhoodPath } from "#app/lib/neighborhood-path.ts";
import { REDIRECT_MESSAGES } from "#app/lib/admin-paths.ts";
import { postPath } from "#app/lib/seo.ts";
import { soldPropertyPath } from "#app/lib/sold-property-schema.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { findRedirectById, listRedirectsForAdmin, readRedirectRules } from "#app/models/redirect-rules.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { readAnswer } from "#tests/support/document-answer.ts";
import { redirectFormAction as redirectFormAnswer } from "./admin-redirects.server.ts";

/** The service's answer as the administrator reads it. */
const redirectFormAction = async (...args: Parameters<typeof redirectFormAnswer>) => {
  const { status, answer } = await redirectFormAnswer(...args);
  return { status, answer: readAnswer(answer) };
};
import { writePost } from "./post-writes.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date("2026-04-05T06:07:08Z");
const post = { title: "On the Water", excerpt: "An excerpt.", content: "word ".repeat(250), categories: ["Local Events"], tags: [] };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const add = (values: Partial<Record<"fromPath" | "toPath" | "match" | "status", string>>, id?: string) =>
  redirectFormAction(database.db, form({ match: "exact", status: "301", ...values }), id);

/** Every redirect as from → to. */
async function table(): Promise<Record<string, string>> {
  return Object.fromEntries((await readRedirectRules(database.db)).map((rule) => [rule.fromPath, rule.toPath]));
}

async function published(slug: string): Promise<string> {
  const response = await writePost(database.db, { intent: "publish", values: { ...post, slug } }, undefined, NOW);
  if (!response.answer.ok) throw new Error(`setup: ${JSON.stringify(response.answer)}`);
  return response.answer.post.id;
}

const moveTo = (id: string, slug: string, intent: "save-draft" | "publish" = "save-draft") =>
  writePost(database.db, { intent, values: { ...post, slug }, confirmSlugChange: true }, id, NOW);

describe("the redirects table", () => {
  it("holds the spec's legacy redirects, seeded by the migration", async () => {
    expect(await table()).toMatchObject({
      "/blog/old-post-slug": "/the-lake-advisor/new-post-slug",
      "/neighborhoods": "/neighborhood",
      "/lake-advisor": "/the-lake-advisor",
    });
    const prefixes = (await readRedirectRules(database.db)).filter((rule) => rule.match === "prefix").map((rule) => rule.fromPath);
    expect(prefixes.sort()).toEqual(["/lake-advisor", "/neighborhoods"]);
  });

  it("raises the content version with every change, so every instance reads it again", async () => {
    const before = Number((await readContentVersion(database.db)).version);
    const response = await add({ fromPath: "/version-check", toPath: "/about" });
    expect(Number((await readContentVersion(database.db)).version)).toBe(before + 1);
    if (response.answer.ok) await redirectFormAction(database.db, form({ intent: "delete" }), response.answer.id);
  });
});

describe("redirectFormAction", () => {
  it("adds, edits and deletes a redirect", async () => {
    const created = await add({ fromPath: "/spring-open-house", toPath: "/the-lake-advisor", match: "prefix", status: "302" });
    expect(created).toMatchObject({ status: 201, answer: { ok: true, message: REDIRECT_MESSAGES.created } });
    const id = created.answer.ok ? (created.answer.id ?? "") : "";
    expect(await findRedirectById(database.db, id)).toMatchObject({
      fromPath: "/spring-open-house",
      toPath: "/the-lake-advisor",
      match: "prefix",
      status: 302,
      automatic: false,
    });

    const saved = await add({ fromPath: "/spring-open-house", toPath: "/about" }, id);
    expect(saved).toMatchObject({ status: 200, answer: { ok: true, message: REDIRECT_MESSAGES.saved } });
    expect(await findRedirectById(database.db, id)).toMatchObject({ toPath: "/about", match: "exact", status: 301 });
    expect((await listRedirectsForAdmin(database.db, { q: "open-house", page: 1 })).total).toBe(1);

    expect(await redirectFormAction(database.db, form({ intent: "delete" }), id)).toMatchObject({
      status: 200,
      answer: { ok: true, message: REDIRECT_MESSAGES.deleted },
    });
    expect(await findRedirectById(database.db, id)).toBeUndefined();
    expect(await redirectFormAction(database.db, form({ intent: "delete" }), id)).toMatchObject({
      status: 404,
      answer: { ok: false, message: REDIRECT_MESSAGES.missing },
    });
  });

  it("refuses another site, a query, a duplicate and a redirect to itself, with a message beside the field, and changes nothing", async () => {
    const before = await table();
    for (const toPath of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await add({ fromPath: "/elsewhere", toPath });
      expect(response, toPath).toMatchObject({ status: 400, answer: { ok: false, errors: { toPath: expect.stringContaining("other sites are refused") } } });
    }
    expect(await add({ fromPath: "/old?x=1", toPath: "/about" })).toMatchObject({
      status: 400,
      answer: { errors: { fromPath: expect.stringContaining('without "?"') } },
    });
    expect(await add({ fromPath: "/same", toPath: "/same" })).toMatchObject({ status: 400, answer: { errors: { toPath: REDIRECT_MESSAGES.sameAsFrom } } });
    expect(await add({ fromPath: "/neighborhoods", toPath: "/about" })).toMatchObject({
      status: 409,
      answer: { errors: { fromPath: REDIRECT_MESSAGES.fromTaken } },
    });
    expect(await add({ fromPath: "/x", toPath: "/y", match: "regex", status: "307" })).toMatchObject({
      status: 400,
      answer: { errors: { match: expect.any(String), status: expect.any(String) } },
    });
    expect(await table()).toEqual(before);
  });

  it("refuses a loop through exact and prefix redirects", async () => {
    const first = await add({ fromPath: "/loop-a", toPath: "/loop-b" });
    expect(first.answer.ok).toBe(true);
    expect(await add({ fromPath: "/loop-b", toPath: "/loop-a" })).toMatchObject({ status: 409, answer: { errors: { toPath: REDIRECT_MESSAGES.loop } } });
    expect(await add({ fromPath: "/loop", toPath: "/loop/deeper", match: "prefix" })).toMatchObject({
      status: 409,
      answer: { errors: { toPath: REDIRECT_MESSAGES.loop } },
    });
    // Editing a redirect checks the table without its old self.
    const id = first.answer.ok ? (first.answer.id ?? "") : "";
    expect(await add({ fromPath: "/loop-a", toPath: "/loop-c" }, id)).toMatchObject({ status: 200 });
  });

  it("refuses a redirect from a live page, or a prefix covering one", async () => {
    await published("live-post");
    const guide = {
      tagline: "A tagline",
      heroImageUrl: "/images/hero.webp",
      overviewContent: "<p>Overview</p>",
      history: "History",
      marketDescription: "Market",
      locationDescription: "Location",
    };
    await database.db.insert(neighborhoods).values([
      { ...guide, slug: "davidson", name: "Davidson" },
      { ...guide, slug: "cornelius", name: "Cornelius", hidden: true },
    ]);
    await database.db
      .insert(soldProperties)
      .values({ mlsId: "MLS-77", address: "1 Shore Dr", city: "Cornelius", price: 900_000, beds: 4, baths: 3, sqft: 3200 });
    for (const fromPath of [
      "/",
      "/about",
      "/admin/settings",
      "/the-lake-advisor",
      postPath("live-post"),
      neighborhoodPath("davidson"),
      soldPropertyPath("MLS-77"),
      "/resources/contact",
      "/assets/app.js",
    ]) {
      expect(await add({ fromPath, toPath: "/home-value" }), fromPath).toMatchObject({
        status: 409,
        answer: { errors: { fromPath: REDIRECT_MESSAGES.livePage } },
      });
    }
    for (const fromPath of ["/", "/the-lake-advisor", "/admin", postPath("live-post")]) {
      expect(await add({ fromPath, toPath: "/home-value", match: "prefix" }), fromPath).toMatchObject({
        status: 409,
        answer: { errors: { fromPath: REDIRECT_MESSAGES.livePrefix } },
      });
    }
    // A hidden guide's address is free until it is shown again; then the guide takes it back.
    expect(await add({ fromPath: neighborhoodPath("cornelius"), toPath: "/neighborhood" })).toMatchObject({ status: 201 });
    await database.db.update(neighborhoods).set({ hidden: false }).where(eq(neighborhoods.slug, "cornelius"));
    expect((await table())[neighborhoodPath("cornelius")]).toBeUndefined();
    // So does a sold home added at an address that redirected.
    expect(await add({ fromPath: soldPropertyPath("MLS-78"), toPath: "/sold-properties" })).toMatchObject({ status: 201 });
    await database.db
      .insert(soldProperties)
      .values({ mlsId: "MLS-78", address: "2 Shore Dr", city: "Cornelius", price: 900_000, beds: 4, baths: 3, sqft: 3200 });
    expect((await table())[soldPropertyPath("MLS-78")]).toBeUndefined();
  });
});

describe("a redirect to where no page answers", () => {
  it("is saved with a warning naming the path the visitor ends at; one to a live page, or through redirects to one, has none", async () => {
    await published("warning-target");
    const answerOf = async (values: Parameters<typeof add>[0], id?: string) => (await add(values, id)).answer;
    expect(await answerOf({ fromPath: "/warn-a", toPath: "/no-such-page" })).toEqual({
      ok: true,
      message: REDIRECT_MESSAGES.created,
      id: expect.any(String),
      warning: REDIRECT_MESSAGES.noPageAtTarget("/no-such-page"),
    });
    expect((await table())["/warn-a"]).toBe("/no-such-page");
    // Through a redirect that ends at nothing: the end is named.
    expect(await answerOf({ fromPath: "/warn-b", toPath: "/warn-a" })).toMatchObject({ warning: REDIRECT_MESSAGES.noPageAtTarget("/no-such-page") });
    expect(await answerOf({ fromPath: "/warn-c", toPath: postPath("not-written-yet") })).toMatchObject({
      warning: REDIRECT_MESSAGES.noPageAtTarget(postPath("not-written-yet")),
    });
    for (const toPath of ["/about", "/Home-Value/", postPath("warning-target"), "/images/site/agent-portrait.svg", "/neighborhoods"]) {
      const answer = await answerOf({ fromPath: `/fine${toPath.replaceAll("/", "-")}`, toPath });
      expect(answer, toPath).toMatchObject({ ok: true });
      expect(answer, toPath).not.toHaveProperty("warning");
    }
    // A prefix's target starts many paths, and is not checked.
    expect(await answerOf({ fromPath: "/warn-area", toPath: "/new-area", match: "prefix" })).not.toHaveProperty("warning");
    // Through that prefix rule, the end is its target with the rest of the path.
    expect(await answerOf({ fromPath: "/warn-d", toPath: "/warn-area/spring" })).toMatchObject({
      warning: REDIRECT_MESSAGES.noPageAtTarget("/new-area/spring"),
    });
    // A scheduled post's page does not answer until its date.
    const scheduled = await writePost(
      database.db,
      { intent: "publish", values: { ...post, slug: "warning-scheduled", publishedAt: "2099-01-01T10:00:00.000Z" } },
      undefined,
      NOW,
    );
    expect(scheduled.answer.ok).toBe(true);
    expect(await answerOf({ fromPath: "/warn-e", toPath: postPath("warning-scheduled") })).toMatchObject({
      warning: REDIRECT_MESSAGES.noPageAtTarget(postPath("warning-scheduled")),
    });
  });
});

describe("a published post's slug change", () => {
  it("adds a 301 from the old address, collapses chains and never loops when moved back", async () => {
    const id = await published("first-address");
    await moveTo(id, "second-address");
    expect(
      await database.db
        .select()
        .from(redirects)
        .where(eq(redirects.fromPath, postPath("first-address"))),
    ).toEqual([expect.objectContaining({ toPath: postPath("second-address"), match: "exact", status: 301, automatic: true })]);

    await moveTo(id, "third-address");
    expect(await table()).toMatchObject({ [postPath("first-address")]: postPath("third-address"), [postPath("second-address")]: postPath("third-address") });

    await moveTo(id, "first-address");
    const after = await table();
    expect(after[postPath("first-address")]).toBeUndefined();
    expect(after).toMatchObject({ [postPath("second-address")]: postPath("first-address"), [postPath("third-address")]: postPath("first-address") });
  });

  it("keeps an administrator's redirect to the old address pointing at the post", async () => {
    const id = await published("kept-address");
    expect((await add({ fromPath: "/campaign", toPath: postPath("kept-address") })).answer.ok).toBe(true);
    await moveTo(id, "moved-address");
    expect((await table())["/campaign"]).toBe(postPath("moved-address"));
  });

  it("adds nothing for a post that has never been public", async () => {
    const scheduled = await writePost(
      database.db,
      { intent: "publish", values: { ...post, slug: "not-yet", publishedAt: "2099-01-01T10:00:00.000Z" } },
      undefined,
      NOW,
    );
    if (!scheduled.answer.ok) throw new Error("setup");
    await moveTo(scheduled.answer.post.id, "still-not-yet");
    expect((await table())[postPath("not-yet")]).toBeUndefined();
  });

  it("a post published at an address takes it back from a redirect", async () => {
    expect((await add({ fromPath: postPath("reused-address"), toPath: "/about" })).answer.ok).toBe(true);
    await published("reused-address");
    expect((await table())[postPath("reused-address")]).toBeUndefined();
  });

  it("leaves a deleted post's redirects in place", async () => {
    const id = await published("to-delete");
    await moveTo(id, "to-delete-moved");
    await database.db.execute(`DELETE FROM blog_posts WHERE id = '${id}'`);
    expect((await table())[postPath("to-delete")]).toBe(postPath("to-delete-moved"));
  });
});
