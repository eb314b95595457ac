import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { IMPORT } from "#app/lib/constants.ts";
import type { ImportAnswer, ImportPreviewAnswer, ImportRunAnswer } from "#app/lib/import-screen-labels.ts";
import { importTemplateCsv } from "#app/lib/post-import-columns.ts";
import { createTestDatabase } from "#tests/database.ts";
import { handleImportForm } from "./import-form.server.ts";
import { longestEventLoopGapDuring } from "#tests/support/latency-probe.ts";

let database: Database;
const now = new Date("2025-06-01T12:00:00Z");
const options = { now, agentName: "Meredith Vance" };

const HEADER = "title,slug,excerpt,hero_image_url,categories,tags,author_name,published_at,seo_title,seo_description,canonical_url,featured,content_html";

/** A file with a quoted comma and an embedded newline, a bad date, and a row without a title; a BOM and blank lines too. */
const FILE = [
  `\uFEFF${HEADER}`,
  `"Docks, Decks and Lake Views",docks-decks,"Short, sweet",,"Market Insights, Real Estate Tips",docks,,2025-03-14,,,,true,"<p>First line`,
  `second line</p>"`,
  "",
  "Bad Date Post,bad-date,,,,,,someday,,,,,<p>Body</p>",
  ",no-title,,,,,,,,,,,<p>Body</p>",
  "",
].join("\r\n");

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const csv = (text: string, name = "posts.csv") => new File([text], name, { type: "text/csv" });

async function preview(text: string, extra: Record<string, string> = {}) {
  return handleImportForm(database.db, form({ intent: "preview", file: csv(text), ...extra }), options);
}

async function importFile(text: string, actions?: Array<{ rowNumber: number; action: string }>) {
  return handleImportForm(database.db, form({ intent: "import", file: csv(text), ...(actions ? { actions: JSON.stringify(actions) } : {}) }), options);
}

function previewAnswer(answer: ImportAnswer): ImportPreviewAnswer {
  if (!answer.ok || answer.intent !== "preview") throw new Error(`expected a preview, got ${JSON.stringify(answer)}`);
  return answer;
}

function runAnswer(answer: ImportAnswer): ImportRunAnswer {
  if (!answer.ok || answer.intent !== "import") throw new Error(`expected an import, got ${JSON.stringify(answer)}`);
  return answer;
}

async function postBySlug(slug: string) {
  const [found] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return found;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(blogPosts);
});

describe("preview", () => {
  it("reads the file on the server: quotes, commas, newlines, BOM and blank lines; statuses and default actions", async () => {
    await database.db.insert(blogPosts).values({ slug: "bad-date", title: "Existing", authorName: "Someone", content: "old" });
    const { status, answer } = await preview(FILE, { requestId: "req-1" });
    expect(status).toBe(200);
    const result = previewAnswer(answer);
    expect(result.requestId).toBe("req-1");
    expect(result.fileName).toBe("posts.csv");
    expect(result.ignoredColumns).toEqual([]);
    expect(result.rows).toEqual([
      {
        rowNumber: 1,
        title: "Docks, Decks and Lake Views",
        slug: "docks-decks",
        status: "valid",
        errors: [],
        warnings: [],
        exists: false,
        defaultAction: "create",
      },
      {
        rowNumber: 2,
        title: "Bad Date Post",
        slug: "bad-date",
        status: "warnings",
        errors: [],
        warnings: ["Invalid date format, will use current date"],
        exists: true,
        defaultAction: "update",
      },
      {
        rowNumber: 3,
        title: "",
        slug: "no-title",
        status: "errors",
        errors: ["Title is required"],
        warnings: [],
        exists: false,
        defaultAction: "create",
      },
    ]);
    // A preview writes nothing.
    expect(await database.db.select().from(blogPosts)).toHaveLength(1);
  });

  it("names the columns it ignores", async () => {
    const result = previewAnswer((await preview(`title,slug,Color\nA,a,blue\n`)).answer);
    expect(result.ignoredColumns).toEqual(["color"]);
    expect(result.rows[0]?.status).toBe("valid");
  });

  it("accepts the downloadable template unchanged", async () => {
    const result = previewAnswer((await preview(importTemplateCsv())).answer);
    expect(result.rows.map((row) => row.status)).toEqual(["valid"]);
  });
});

describe("refused files", () => {
  const cases: Array<[string, FormData, number, string]> = [
    ["no file", form({ intent: "preview" }), 400, "Choose a CSV file to import"],
    ["a file that is not .csv", form({ intent: "preview", file: csv("title,slug\nA,a\n", "posts.txt") }), 400, "Only .csv files can be imported"],
    ["an empty file", form({ intent: "preview", file: csv("") }), 400, "The file is empty"],
    [
      "a file without the title column",
      form({ intent: "preview", file: csv("name,slug\nA,a\n") }),
      400,
      "The file has no title column. Its first line must name the columns: download the template to see them.",
    ],
    ["an unclosed quote", form({ intent: "preview", file: csv('title,slug\n"A,a\nB,b\n') }), 400, "Line 2: a quoted cell is never closed."],
    ["a header without rows", form({ intent: "import", file: csv("title,slug\n\n") }), 400, "The file has no rows to import"],
    ["an unknown intent", form({ intent: "delete", file: csv("title,slug\nA,a\n") }), 400, "Unknown request"],
    [
      "unreadable actions",
      form({ intent: "import", file: csv("title,slug\nA,a\n"), actions: '[{"rowNumber":1,"action":"destroy"}]' }),
      400,
      "The rows' actions could not be read",
    ],
  ];
  for (const [name, data, status, error] of cases) {
    it(`refuses ${name}`, async () => {
      const handled = await handleImportForm(database.db, data, options);
      expect(handled).toEqual({ status, answer: { ok: false, error } });
      expect(await database.db.select().from(blogPosts)).toHaveLength(0);
    });
  }

  it("refuses more rows than one import may hold, before writing anything", async () => {
    const lines = ["title,slug", ...Array.from({ length: IMPORT.maxRows + 1 }, (_, index) => `Post ${index},post-${index}`)];
    const handled = await importFile(lines.join("\n"));
    expect(handled).toEqual({
      status: 400,
      answer: { ok: false, error: `The file has ${IMPORT.maxRows + 1} rows; at most ${IMPORT.maxRows} can be imported at once` },
    });
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
  });
});

describe("import", () => {
  it("runs the chosen actions, re-validating every row, and reports each row's outcome", async () => {
    const { status, answer } = await importFile(FILE, [
      { rowNumber: 1, action: "create" },
      { rowNumber: 2, action: "skip" },
      // The browser cannot force a row with errors in.
      { rowNumber: 3, action: "create" },
    ]);
    expect(status).toBe(200);
    const result = runAnswer(answer);
    expect(result.message).toBe("Created: 1, Updated: 0, Skipped: 2");
    expect(result.results.map(({ rowNumber, outcome, slug, error }) => ({ rowNumber, outcome, slug, error }))).toEqual([
      { rowNumber: 1, outcome: "created", slug: "docks-decks", error: undefined },
      { rowNumber: 2, outcome: "skipped", slug: "bad-date", error: undefined },
      { rowNumber: 3, outcome: "skipped", slug: "no-title", error: "Title is required" },
    ]);
    const created = await postBySlug("docks-decks");
    expect(created).toMatchObject({
      title: "Docks, Decks and Lake Views",
      excerpt: "Short, sweet",
      categories: ["Market Insights", "Real Estate Tips"],
      tags: ["docks"],
      authorName: "Meredith Vance",
      featured: true,
    });
    expect(created?.content).toContain("First line");
    expect(created?.content).toContain("second line");
    expect(result.results[0]?.id).toBe(created?.id);
    expect(await postBySlug("no-title")).toBeUndefined();
    expect(await postBySlug("bad-date")).toBeUndefined();
  });

  it("a second run of the same file with the default actions changes nothing more", async () => {
    runAnswer((await importFile(FILE)).answer);
    const before = await database.db.select().from(blogPosts).orderBy(blogPosts.slug);
    expect(before.map((post) => post.slug)).toEqual(["bad-date", "docks-decks"]);

    // The preview now defaults both rows to update.
    const again = previewAnswer((await preview(FILE)).answer);
    expect(again.rows.map((row) => row.defaultAction)).toEqual(["update", "update", "create"]);

    const second = runAnswer((await importFile(FILE)).answer);
    expect(second.message).toBe("Created: 0, Updated: 2, Skipped: 1");
    expect(second.summary).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const after = await database.db.select().from(blogPosts).orderBy(blogPosts.slug);
    expect(after).toEqual(before);
  });

  it("a create on an existing slug takes -2, then -3", async () => {
    const file = "title,slug\nFirst,lake-life\n";
    runAnswer((await importFile(file)).answer);
    const second = runAnswer((await importFile(file, [{ rowNumber: 1, action: "create" }])).answer);
    const third = runAnswer((await importFile(file, [{ rowNumber: 1, action: "create" }])).answer);
    expect(second.results[0]).toMatchObject({ outcome: "created", slug: "lake-life-2" });
    expect(third.results[0]).toMatchObject({ outcome: "created", slug: "lake-life-3" });
  });

  it("reports an update whose post is gone as failed, with Failed in the message", async () => {
    const result = runAnswer((await importFile("title,slug\nGone,gone-post\n", [{ rowNumber: 1, action: "update" }])).answer);
    expect(result.results[0]).toMatchObject({ outcome: "failed", error: 'No post has the slug "gone-post" to update' });
    expect(result.message).toBe("Created: 0, Updated: 0, Skipped: 0, Failed: 1");
  });
});

describe("the import corpus (issue 13)", () => {
  const file = (bytes: Buffer) => new File([new Uint8Array(bytes)], "posts.csv", { type: "text/csv" });
  const previewBytes = (bytes: Buffer) => handleImportForm(database.db, form({ intent: "preview", file: file(bytes) }), options);
  const text = `${HEADER}\r\nCafé on the Lake,cafe-on-the-lake,,,,,,,,,,,<p>Body</p>\r\n`;

  it("names a file that is not UTF-8 instead of reading it wrongly, and writes nothing", async () => {
    const cases: Array<[Buffer, RegExp]> = [
      [Buffer.from(text, "latin1"), /^The file is not UTF-8 text \(line 2 /],
      [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]), /^The file is saved as UTF-16 text/],
      [Buffer.from(text, "utf16le"), /^The file is saved as UTF-16 text/],
      [Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.alloc(200), Buffer.from([0xc3, 0x28])]), /^The file is not a CSV text file/],
    ];
    for (const [bytes, message] of cases) {
      const { status, answer } = await previewBytes(bytes);
      expect(status).toBe(400);
      expect(answer.ok).toBe(false);
      expect(answer.ok ? "" : answer.error).toMatch(message);
      const run = await handleImportForm(database.db, form({ intent: "import", file: file(bytes) }), options);
      expect(run.status).toBe(400);
    }
    expect(await database.db.$count(blogPosts)).toBe(0);
  });

  it("fails in the preview every row that could not be stored or saved in the editor, and imports the rest", async () => {
    const rows = [
      HEADER,
      `${"Long ".repeat(61)},too-long-title,,,,,,,,,,,<p>Body</p>`,
      `Nul Byte,nul-byte,,,,,,,,,,,<p>A\u0000B</p>`,
      `Bell Title\u0007,bell-title,,,,,,,,,,,<p>Body</p>`,
      `Long Slug,${"s".repeat(3000)},,,,,,,,,,,<p>Body</p>`,
      `Fine,fine,,,,,,,,,,,<p>Body</p>,extra,cells`,
      `Fine Again,fine,,,,,,,,,,,<p>Other body</p>`,
      "",
    ].join("\r\n");
    const { answer } = await preview(rows);
    const views = previewAnswer(answer).rows.map((row) => [row.rowNumber, row.status, [...row.errors, ...row.warnings]]);
    expect(views).toEqual([
      [1, "errors", ["Title must be at most 300 characters"]],
      [2, "errors", ["Content: Remove the invisible control characters"]],
      [3, "errors", ["Title: Remove the invisible control characters"]],
      [4, "errors", ["Slug must be at most 200 characters"]],
      [5, "warnings", ["2 cells beyond the header's columns will be ignored"]],
      [6, "errors", ['Row 5 of this file has the same slug "fine"; only that row can be imported']],
    ]);
    const run = runAnswer((await importFile(rows)).answer);
    expect(run.summary).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 5, failed: 0 });
    expect((await postBySlug("fine"))?.content).toContain("<p>Body</p>");
    const again = runAnswer((await importFile(rows)).answer);
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 1, skipped: 5, failed: 0 });
    expect((await postBySlug("fine"))?.content).toContain("<p>Body</p>");
  });
});

describe("a file with a 5 MB cell (issue 33)", () => {
  it("is read off the event loop: other requests are not held up", async () => {
    const content = `<p>${'Lake Norman, "the inland sea", '.repeat(170_000)}</p>`;
    expect(content.length).toBeGreaterThan(5_000_000);
    const file = csv(`${HEADER}\r\nThe Inland Sea,inland-sea,,,,,,,,,,,"${content.replaceAll('"', '""')}"\r\n`);
    // The render threads, started from TypeScript in tests: once, before timing anything.
    await preview(FILE);
    const {
      result: { answer },
      longestGap,
    } = await longestEventLoopGapDuring(() => handleImportForm(database.db, form({ intent: "preview", file }), options));
    const [row] = previewAnswer(answer).rows;
    expect(row?.title).toBe("The Inland Sea");
    expect(row?.errors).toEqual(["Content must be at most 200000 characters"]);
    // On the event loop the parse alone took 1.4 s here.
    expect(longestGap).toBeLessThan(300);
  });
});
