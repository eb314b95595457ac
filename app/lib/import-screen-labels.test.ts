import { describe, expect, it } from "vitest";
import { IMPORT } from "#app/lib/constants.ts";
import {
  actionsForPreview,
  csvFileProblem,
  effectiveAction,
  IMPORT_ACTION_LABELS,
  IMPORT_STATUS_LABELS,
  importActionsField,
  importActionsSchema,
  importPlan,
  resultCounts,
  resultLinks,
  scrapeToast,
  type PreviewRowView,
} from "./import-screen-labels.ts";

const view = (rowNumber: number, extra: Partial<PreviewRowView> = {}): PreviewRowView => ({
  rowNumber,
  title: `Post ${rowNumber}`,
  slug: `post-${rowNumber}`,
  status: "valid",
  errors: [],
  warnings: [],
  exists: false,
  defaultAction: "create",
  ...extra,
});

describe("labels", () => {
  it("are the spec's words", () => {
    expect(IMPORT_ACTION_LABELS).toEqual({ create: "Create New", update: "Update Existing", skip: "Skip" });
    expect(IMPORT_STATUS_LABELS).toEqual({ errors: "Errors", warnings: "Warnings", valid: "Valid" });
  });
});

describe("actionsForPreview", () => {
  const rows = [view(1), view(2, { exists: true, defaultAction: "update" }), view(3)];

  it("starts every row at its default: update when the slug exists, otherwise create", () => {
    expect([...actionsForPreview(rows)]).toEqual([
      [1, "create"],
      [2, "update"],
      [3, "create"],
    ]);
  });

  it("keeps the rows the administrator skipped, and nothing else, when the same file is previewed again", () => {
    const previous = new Map([
      [1, "skip" as const],
      [2, "create" as const],
    ]);
    expect([...actionsForPreview(rows, previous)]).toEqual([
      [1, "skip"],
      [2, "update"],
      [3, "create"],
    ]);
  });
});

describe("effectiveAction and importPlan", () => {
  it("skips rows with errors whatever was chosen", () => {
    const row = view(1, { status: "errors", errors: ["Title is required"] });
    expect(effectiveAction(row, new Map([[1, "create"]]))).toBe("skip");
  });

  it("uses the chosen action, else the default", () => {
    expect(effectiveAction(view(1), new Map([[1, "skip"]]))).toBe("skip");
    expect(effectiveAction(view(2, { defaultAction: "update" }), new Map())).toBe("update");
  });

  it("counts what the import will do", () => {
    const rows = [view(1), view(2, { defaultAction: "update" }), view(3, { status: "errors" }), view(4)];
    expect(importPlan(rows, new Map([[4, "skip"]]))).toEqual({ create: 1, update: 1, skip: 2 });
  });
});

describe("importActionsField", () => {
  it("sends every row's action, error rows as skip, in a shape the server accepts", () => {
    const rows = [view(1), view(2, { status: "errors" }), view(3, { defaultAction: "update" })];
    const field = importActionsField(rows, new Map([[1, "skip"]]));
    const parsed = importActionsSchema.parse(JSON.parse(field));
    expect(parsed).toEqual([
      { rowNumber: 1, action: "skip" },
      { rowNumber: 2, action: "skip" },
      { rowNumber: 3, action: "update" },
    ]);
  });

  it("refuses unknown actions and row numbers", () => {
    expect(importActionsSchema.safeParse([{ rowNumber: 1, action: "delete" }]).success).toBe(false);
    expect(importActionsSchema.safeParse([{ rowNumber: 0, action: "skip" }]).success).toBe(false);
  });
});

describe("resultCounts and resultLinks", () => {
  it("counts unchanged rows as updated, like the Import Complete toast", () => {
    expect(resultCounts({ created: 1, updated: 2, unchanged: 3, skipped: 4, failed: 5 })).toEqual({
      created: 1,
      updated: 5,
      skipped: 4,
      failed: 5,
    });
  });

  it("links a published post publicly and every post to its editor", () => {
    expect(resultLinks({ id: "abc", slug: "dock-permits", published: true })).toEqual({
      publicUrl: "/the-lake-advisor/dock-permits",
      editUrl: "/admin/lake-advisor/abc/edit",
    });
    expect(resultLinks({ id: "abc", slug: "dock-permits", published: false })).toEqual({ editUrl: "/admin/lake-advisor/abc/edit" });
    expect(resultLinks({ slug: "skipped-row" })).toEqual({});
  });
});

describe("csvFileProblem", () => {
  it("accepts a .csv within the size limit", () => {
    expect(csvFileProblem({ name: "posts.CSV", size: 10 })).toBeNull();
    expect(csvFileProblem({ name: "posts.csv", size: IMPORT.maxFileBytes })).toBeNull();
  });

  it("refuses other files, empty files and files over the limit", () => {
    expect(csvFileProblem({ name: "posts.xlsx", size: 10 })).toBe("Only .csv files can be imported");
    expect(csvFileProblem({ name: "posts.csv", size: 0 })).toBe("The file is empty");
    expect(csvFileProblem({ name: "posts.csv", size: IMPORT.maxFileBytes + 1 })).toBe("The file is larger than 10 MB");
  });
});

describe("scrapeToast", () => {
  it("says Scraping complete / CSV downloaded when any post came back, even with failures", () => {
    expect(scrapeToast({ posts: [{}], failures: [{ url: "http://169.254.169.254/", error: "Refused" }] })).toEqual({
      kind: "success",
      title: "Scraping complete",
      description: "CSV downloaded",
    });
  });

  it("says Scraping failed with the error text when every URL failed", () => {
    expect(scrapeToast({ posts: [], failures: [{ url: "http://a.test/", error: "The host name could not be found" }] })).toEqual({
      kind: "error",
      title: "Scraping failed",
      description: "The host name could not be found",
    });
    expect(
      scrapeToast({
        posts: [],
        failures: [
          { url: "http://a.test/", error: "One" },
          { url: "http://b.test/", error: "Two" },
        ],
      }).description,
    ).toBe("http://a.test/: One; http://b.test/: Two");
  });
});
