import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { EDITOR_MESSAGES } from "#app/lib/post-editor-rules.ts";
import { REVISION_AUTOSAVE_WINDOW_MS, REVISION_MESSAGES, REVISIONS_KEPT } from "#app/lib/post-revision-rules.ts";
import { SLUG_TAKEN_MESSAGE, findPostById } from "#app/models/admin-posts.server.ts";
import { insertAdministrator } from "#app/models/administrators.server.ts";
import { findRevision, listRevisions, type RevisionAuthor } from "#app/models/post-revisions.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { writePost } from "./post-writes.server.ts";
import { loadRevisions, restoreRevision } from "./revision-restore.server.ts";

let database: Database;
let alice: RevisionAuthor;
let bob: RevisionAuthor;
beforeAll(async () => {
  database = await createTestDatabase();
  const a = await insertAdministrator(database.db, { email: "alice@lakefront.test", name: "Alice", passwordHash: "x" });
  const b = await insertAdministrator(database.db, { email: "bob@lakefront.test", name: "Bob", passwordHash: "x" });
  alice = { id: a!.id, email: a!.email };
  bob = { id: b!.id, email: b!.email };
});
afterAll(() => database.close());

const SITE_URL = "https://lakefront.test";
const T0 = new Date("2026-05-01T12:00:00Z");
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);
const complete = { title: "Dock Days", excerpt: "An excerpt.", content: "Boats at the dock.", categories: ["Local Events"], tags: [] };

async function publish(slug: string, author: RevisionAuthor = alice) {
  const response = await writePost(database.db, { intent: "publish", values: { ...complete, slug } }, undefined, T0, SITE_URL, { author });
  if (!response.answer.ok) throw new Error(`setup: ${JSON.stringify(response.answer)}`);
  return response.answer.post;
}

async function save(
  id: string,
  intent: string,
  values: Record<string, unknown>,
  at: Date,
  author: RevisionAuthor = alice,
  extra: Record<string, unknown> = {},
) {
  const stored = await findPostById(database.db, id);
  return writePost(database.db, { intent, values, baseVersion: stored!.version, ...extra }, id, at, SITE_URL, { author });
}

function restoreForm(revisionId: string, baseVersion: number) {
  const form = new FormData();
  form.set("revisionId", revisionId);
  form.set("baseVersion", String(baseVersion));
  return form;
}

describe("revisions", () => {
  it("keeps every save with its text, SEO fields, who and when", async () => {
    const post = await publish("kept-revisions");
    await save(post.id, "save-draft", { ...complete, slug: "kept-revisions", title: "Dock Days, Again", seoTitle: "SEO Dock" }, minutes(1));
    const revisions = await listRevisions(database.db, post.id);
    expect(revisions.map((revision) => [revision.kind, revision.administratorEmail])).toEqual([
      ["save", "alice@lakefront.test"],
      ["save", "alice@lakefront.test"],
    ]);
    const newest = await findRevision(database.db, revisions[0]!.id);
    expect(newest).toMatchObject({
      title: "Dock Days, Again",
      slug: "kept-revisions",
      excerpt: "An excerpt.",
      content: "Boats at the dock.",
      seoTitle: "SEO Dock",
    });
    expect(newest!.createdAt).toEqual(minutes(1));
  });

  it("folds a writing session's autosaves into one revision, but not another administrator's or an explicit save", async () => {
    const post = await publish("coalesced");
    const values = (content: string) => ({ ...complete, slug: "coalesced", content });
    await save(post.id, "autosave", values("one"), minutes(1));
    await save(post.id, "autosave", values("two"), minutes(3));
    await save(post.id, "autosave", values("three"), minutes(5.9));
    let revisions = await listRevisions(database.db, post.id);
    expect(revisions.map((revision) => revision.kind)).toEqual(["autosave", "save"]);
    expect((await findRevision(database.db, revisions[0]!.id))!.content).toBe("three");
    expect(revisions[0]!.createdAt).toEqual(minutes(1));
    expect(revisions[0]!.updatedAt).toEqual(minutes(5.9));

    // The window counts from the revision's first autosave.
    await save(post.id, "autosave", values("four"), new Date(minutes(1).getTime() + REVISION_AUTOSAVE_WINDOW_MS));
    await save(post.id, "autosave", values("bob's"), minutes(6.5), bob);
    await save(post.id, "save-draft", values("saved"), minutes(6.6));
    await save(post.id, "autosave", values("after save"), minutes(6.7));
    revisions = await listRevisions(database.db, post.id);
    expect(revisions.map((revision) => `${revision.kind} ${revision.administratorEmail}`)).toEqual([
      "autosave alice@lakefront.test",
      "save alice@lakefront.test",
      "autosave bob@lakefront.test",
      "autosave alice@lakefront.test",
      "autosave alice@lakefront.test",
      "save alice@lakefront.test",
    ]);
  });

  it(`keeps the newest ${REVISIONS_KEPT} per post`, async () => {
    const post = await publish("pruned");
    const other = await publish("not-pruned");
    for (let index = 1; index <= REVISIONS_KEPT + 5; index++) {
      await save(post.id, "save-draft", { ...complete, slug: "pruned", content: `version ${index}` }, minutes(index));
    }
    const revisions = await listRevisions(database.db, post.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect((await findRevision(database.db, revisions[0]!.id))!.content).toBe(`version ${REVISIONS_KEPT + 5}`);
    expect((await findRevision(database.db, revisions.at(-1)!.id))!.content).toBe("version 6");
    expect(await listRevisions(database.db, other.id)).toHaveLength(1);
  });

  it("keeps a post's text from before revisions were kept at its first revision", async () => {
    const post = await publish("older-post");
    const { postRevisions } = await import("#app/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await database.db.delete(postRevisions).where(eq(postRevisions.postId, post.id));
    await save(post.id, "autosave", { ...complete, slug: "older-post", content: "new words" }, minutes(1));
    const revisions = await listRevisions(database.db, post.id);
    expect(revisions.map((revision) => [revision.kind, revision.administratorEmail])).toEqual([
      ["autosave", "alice@lakefront.test"],
      ["save", ""],
    ]);
    expect((await findRevision(database.db, revisions[1]!.id))!.content).toBe("Boats at the dock.");
  });
});

describe("restoreRevision", () => {
  it("applies a revision's fields through the editor's write, as a revision of its own, with a diff first", async () => {
    const post = await publish("restorable");
    await save(post.id, "save-draft", { ...complete, slug: "restorable", title: "Changed Title", content: "Changed words.", tags: ["kept"] }, minutes(1));
    const [, original] = await listRevisions(database.db, post.id);
    const view = await loadRevisions(database.db, post.id, original!.id);
    expect(view!.selected!.fields.find((field) => field.name === "title")).toMatchObject({
      changed: true,
      parts: [
        { value: "Changed", change: "removed" },
        { value: "Dock", change: "added" },
        { value: " ", change: "same" },
        { value: "Title", change: "removed" },
        { value: "Days", change: "added" },
      ],
    });
    expect(view!.selected!.fields.find((field) => field.name === "excerpt")!.changed).toBe(false);

    const { status, answer } = await restoreRevision(database.db, post.id, restoreForm(original!.id, view!.post.version), bob, minutes(2), SITE_URL);
    expect([status, answer]).toEqual([200, { ok: true, message: REVISION_MESSAGES.restored }]);
    const restored = await findPostById(database.db, post.id);
    expect(restored).toMatchObject({ title: "Dock Days", content: "Boats at the dock.", tags: ["kept"], version: view!.post.version + 1 });
    expect(restored!.contentHtml).toContain("Boats at the dock.");
    const [newest] = await listRevisions(database.db, post.id);
    expect(newest).toMatchObject({ kind: "restore", administratorEmail: "bob@lakefront.test" });
  });

  it("refuses another post's revision, a slug now taken, and a post changed since, changing nothing", async () => {
    const post = await publish("first-home");
    const other = await publish("other-post");
    const [foreign] = await listRevisions(database.db, other.id);
    const before = await findPostById(database.db, post.id);
    const refused = await restoreRevision(database.db, post.id, restoreForm(foreign!.id, before!.version), alice, minutes(1), SITE_URL);
    expect(refused).toEqual({ status: 400, answer: { ok: false, message: REVISION_MESSAGES.foreign, errors: {} } });

    await save(post.id, "save-draft", { ...complete, slug: "second-home" }, minutes(2), alice, { confirmSlugChange: true });
    await publish("first-home"); // another post takes the old slug
    const [, atFirstHome] = await listRevisions(database.db, post.id);
    const current = await findPostById(database.db, post.id);
    const taken = await restoreRevision(database.db, post.id, restoreForm(atFirstHome!.id, current!.version), alice, minutes(3), SITE_URL);
    expect(taken.status).toBe(409);
    expect(taken.answer.ok).toBe(false);
    expect(taken.answer.message).toContain("“first-home”");
    expect(taken.answer.message).toContain(SLUG_TAKEN_MESSAGE);

    const stale = await restoreRevision(database.db, post.id, restoreForm(atFirstHome!.id, current!.version - 1), alice, minutes(3), SITE_URL);
    expect(stale.status).toBe(409);
    expect(stale.answer).toMatchObject({ ok: false, conflict: true });
    expect(await findPostById(database.db, post.id)).toEqual(current);
    expect(await listRevisions(database.db, post.id)).toHaveLength(2);
  });
});

describe("a save based on an older version", () => {
  it("is refused for saves, autosaves and publishes until it overwrites knowingly", async () => {
    const post = await publish("two-tabs");
    const opened = (await findPostById(database.db, post.id))!.version;
    const first = await writePost(
      database.db,
      { intent: "save-draft", values: { ...complete, slug: "two-tabs", title: "Tab One" }, baseVersion: opened },
      post.id,
      minutes(1),
      SITE_URL,
      { author: alice },
    );
    expect(first.answer).toMatchObject({ ok: true, post: { version: opened + 1 } });

    for (const intent of ["save-draft", "autosave", "publish", "unpublish"]) {
      const second = await writePost(
        database.db,
        { intent, values: { ...complete, slug: "two-tabs", title: "Tab Two" }, baseVersion: opened },
        post.id,
        minutes(2),
        SITE_URL,
        { author: bob },
      );
      expect(second.status).toBe(409);
      expect(second.answer).toMatchObject({ ok: false, message: EDITOR_MESSAGES.conflict, conflict: { version: opened + 1 } });
    }
    expect(await findPostById(database.db, post.id)).toMatchObject({ title: "Tab One", version: opened + 1 });

    const overwritten = await writePost(
      database.db,
      { intent: "save-draft", values: { ...complete, slug: "two-tabs", title: "Tab Two" }, baseVersion: opened, overwrite: true },
      post.id,
      minutes(3),
      SITE_URL,
      { author: bob },
    );
    expect(overwritten.answer).toMatchObject({ ok: true, post: { version: opened + 2 } });
    expect(await findPostById(database.db, post.id)).toMatchObject({ title: "Tab Two" });
    expect((await listRevisions(database.db, post.id)).map((revision) => revision.administratorEmail)).toEqual([
      "bob@lakefront.test",
      "alice@lakefront.test",
      "alice@lakefront.test",
    ]);
  });

  it("is refused when another write lands between the read and the update", async () => {
    const post = await publish("racing-tabs");
    const opened = (await findPostById(database.db, post.id))!.version;
    const writes = await Promise.all(
      ["One", "Two"].map((name) =>
        writePost(
          database.db,
          { intent: "autosave", values: { ...complete, slug: "racing-tabs", title: name }, baseVersion: opened },
          post.id,
          minutes(1),
          SITE_URL,
          { author: alice },
        ),
      ),
    );
    expect(writes.map((write) => write.status).sort()).toEqual([200, 409]);
    expect((await findPostById(database.db, post.id))!.version).toBe(opened + 1);
  });
});
