import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { neighborhoods } from "#app/db/schema.ts";
import { NEIGHBORHOOD_MESSAGES } from "#app/lib/admin-paths.ts";
import type { NeighborhoodDraft } from "#app/lib/neighborhood-draft.ts";
import { findNeighborhoodBySlug, findNeighborhoodGuide } from "#app/models/neighborhoods.server.ts";
import { demoNeighborhoods } from "#seed/demo-neighborhoods.ts";
import { createTestDatabase } from "#tests/database.ts";
import { VERSION_CONFLICT_MESSAGE } from "#app/lib/base-version.ts";
import { FORM_NOT_UNDERSTOOD } from "#app/lib/document-form.ts";
import { CONTENT_NESTING_MESSAGE } from "#app/services/content-nesting.server.ts";
import { readAnswer } from "#tests/support/document-answer.ts";
import { readAreaMonthsBetween } from "#app/models/market-data.server.ts";
import { testListing } from "#tests/support/market-fixtures.ts";
import { importListings } from "#tests/support/market-test-import.ts";
import { neighborhoodDraft, neighborhoodListAction, saveNeighborhoodForm } from "./admin-neighborhoods.server.ts";

const SITE = "https://lakefront.test";
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(neighborhoods).values(demoNeighborhoods);
});
afterAll(() => database.close());

/** The form's fields for a draft, named by path as the browser sends them. */
function formOf(draft: NeighborhoodDraft, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(draft)) {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) for (const [field, text] of Object.entries(item)) form.append(`${name}[${index}].${field}`, String(text));
    } else if (name === "hidden") {
      if (value) form.append(name, "yes");
    } else form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}

/** The services' answers as the administrator reads them. */
const saveForm = async (...args: Parameters<typeof saveNeighborhoodForm>) => {
  const { status, answer } = await saveNeighborhoodForm(...args);
  return { status, answer: readAnswer(answer) };
};
const listAction = async (...args: Parameters<typeof neighborhoodListAction>) => {
  const { status, answer } = await neighborhoodListAction(...args);
  return { status, answer: { ...readAnswer(answer), ...(answer.slug && { slug: answer.slug }) } };
};

const davidson = async () => neighborhoodDraft((await findNeighborhoodBySlug(database.db, "davidson"))!);
const listForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the neighborhood form", () => {
  it("saves a guide sent back unchanged as it was, every list and figure included", async () => {
    const before = await findNeighborhoodGuide(database.db, "davidson");
    const { status, answer } = await saveForm(database.db, "davidson", formOf(await davidson()), SITE);
    expect(answer).toEqual({ ok: true, message: NEIGHBORHOOD_MESSAGES.saved });
    expect(status).toBe(200);
    expect(await findNeighborhoodGuide(database.db, "davidson")).toEqual(before);
  });

  it("saves an edited tagline, reordered key features, a removed school and a new restaurant", async () => {
    const draft = await davidson();
    const edited: NeighborhoodDraft = {
      ...draft,
      tagline: "A college town on the lake",
      keyFeatures: [draft.keyFeatures[1]!, draft.keyFeatures[0]!, ...draft.keyFeatures.slice(2)],
      schools: draft.schools.slice(1),
      restaurants: [
        ...draft.restaurants,
        { name: "Kindred", type: "New American", description: "Milk bread and a long wine list.", url: "https://www.kindreddavidson.com" },
      ],
    };
    expect((await saveForm(database.db, "davidson", formOf(edited), SITE)).answer.ok).toBe(true);
    const guide = (await findNeighborhoodGuide(database.db, "davidson"))!;
    expect(guide.tagline).toBe("A college town on the lake");
    expect(guide.keyFeatures.map((feature) => feature.title)).toEqual(edited.keyFeatures.map((feature) => feature.title));
    expect(guide.schools).toHaveLength(draft.schools.length - 1);
    expect(guide.restaurants.at(-1)).toEqual({
      name: "Kindred",
      type: "New American",
      description: "Milk bread and a long wine list.",
      url: "https://www.kindreddavidson.com",
    });
  });

  it("answers bad input with a message beside each field and changes nothing", async () => {
    const before = await findNeighborhoodBySlug(database.db, "davidson");
    const { status, answer } = await saveForm(
      database.db,
      "davidson",
      formOf(await davidson(), {
        tagline: " ",
        heroImageUrl: "javascript:alert(1)",
        "schools[0].url": "ftp://example.com",
        "keyFeatures[0].icon": "skull",
        "featuredListings[0].beds": "many",
        mapCenterLat: "123",
        boldtrailSearchUrl: "http://search.example.com",
        avgPrice: "1.5",
      }),
      SITE,
    );
    expect(status).toBe(400);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.errors).toMatchObject({
      tagline: "Tagline is required",
      heroImageUrl: expect.stringContaining("Hero image:"),
      "schools[0].url": expect.stringContaining("School website:"),
      "keyFeatures[0].icon": "Icon: choose one from the list",
      "featuredListings[0].beds": expect.stringContaining("Beds:"),
      mapCenterLat: expect.stringContaining("Map center latitude:"),
      boldtrailSearchUrl: expect.stringContaining("https://"),
      avgPrice: expect.stringContaining("whole number"),
    });
    expect(answer.values?.tagline).toBe(" ");
    expect(await findNeighborhoodBySlug(database.db, "davidson")).toEqual(before);
  });

  it("refuses two listings at one address, which the inquiry dialog could not tell apart", async () => {
    const draft = await davidson();
    const { answer } = await saveForm(
      database.db,
      "davidson",
      formOf({ ...draft, featuredListings: [draft.featuredListings[0]!, { ...draft.featuredListings[0]! }] }),
      SITE,
    );
    expect(answer.ok ? {} : answer.errors).toEqual({ "featuredListings[1].address": "Another listing has this address" });
  });

  it("keeps the overview's HTML only through the sanitiser", async () => {
    const { answer } = await saveForm(
      database.db,
      "davidson",
      formOf(await davidson(), { overviewContent: '<p onclick="steal()">Lake life<script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>' }),
      SITE,
    );
    expect(answer.ok).toBe(true);
    const stored = (await findNeighborhoodBySlug(database.db, "davidson"))!.overviewContent;
    expect(stored).toContain("Lake life");
    expect(stored).not.toMatch(/onclick|<script|javascript:/);
    const onlyTags = await saveForm(database.db, "davidson", formOf(await davidson(), { overviewContent: "<script>alert(1)</script>" }), SITE);
    expect(onlyTags.answer.ok ? {} : onlyTags.answer.errors).toHaveProperty("overviewContent");
  });

  it("answers HTML nested too deeply to sanitise with a message, not an error", async () => {
    const nested = `${"<i>".repeat(2500)}Deep${"</i>".repeat(2500)}`;
    const { status, answer } = await saveForm(database.db, "davidson", formOf(await davidson(), { overviewContent: nested }), SITE);
    expect(status).toBe(400);
    expect(answer.ok ? {} : answer.errors).toEqual({ overviewContent: `Overview: ${CONTENT_NESTING_MESSAGE}` });
  });

  it("renders the overview's Markdown as a post's, keeps the Markdown for the editor, and edits a guide written as HTML as its Markdown", async () => {
    const { answer } = await saveForm(
      database.db,
      "davidson",
      formOf(await davidson(), { overviewContent: "Davidson is a **college town**.\n\n- Walkable\n- Leafy" }),
      SITE,
    );
    expect(answer.ok).toBe(true);
    const row = (await findNeighborhoodBySlug(database.db, "davidson"))!;
    expect(row.overviewContent).toBe("<p>Davidson is a <strong>college town</strong>.</p>\n<ul>\n<li>Walkable</li>\n<li>Leafy</li>\n</ul>");
    expect(row.overviewMarkdown).toBe("Davidson is a **college town**.\n\n- Walkable\n- Leafy");
    expect((await davidson()).overviewContent).toBe("Davidson is a **college town**.\n\n- Walkable\n- Leafy");
  });

  it("hands back a list as a list button left it (add, move, remove without JavaScript) and saves nothing", async () => {
    const before = await findNeighborhoodGuide(database.db, "davidson");
    const draft = await davidson();
    const pressed = async (intent: object) => {
      const form = formOf({ ...draft, tagline: "Typed, not saved" });
      form.append("__intent__", JSON.stringify(intent));
      return saveForm(database.db, "davidson", form, SITE);
    };
    const added = await pressed({ type: "insert", payload: { name: "schools", defaultValue: { name: "", type: "", grades: "", url: "", category: "" } } });
    expect(added.status).toBe(200);
    expect(added.answer.ok).toBeUndefined();
    expect((added.answer.values?.schools as unknown[]).length).toBe(draft.schools.length + 1);
    expect(added.answer.values?.tagline).toBe("Typed, not saved");
    const moved = await pressed({ type: "reorder", payload: { name: "keyFeatures", from: 1, to: 0 } });
    expect((moved.answer.values?.keyFeatures as Array<{ title: string }>).map((feature) => feature.title).slice(0, 2)).toEqual([
      draft.keyFeatures[1]!.title,
      draft.keyFeatures[0]!.title,
    ]);
    const removed = await pressed({ type: "remove", payload: { name: "restaurants", index: 0 } });
    expect(removed.answer.values?.restaurants).toEqual(draft.restaurants.slice(1));
    expect(await findNeighborhoodGuide(database.db, "davidson")).toEqual(before);
  });

  it("answers a post that is not the form's (a tampered button, names of another shape) with 400 and changes nothing", async () => {
    const before = await findNeighborhoodGuide(database.db, "davidson");
    const tampered = formOf(await davidson());
    tampered.append("__intent__", "{not json");
    const reshaped = formOf(await davidson());
    reshaped.append("schools.0.name", "Not a list item");
    for (const form of [tampered, reshaped]) {
      expect(await saveForm(database.db, "davidson", form, SITE)).toEqual({
        status: 400,
        answer: { ok: false, message: FORM_NOT_UNDERSTOOD, errors: { "": FORM_NOT_UNDERSTOOD } },
      });
    }
    expect(await findNeighborhoodGuide(database.db, "davidson")).toEqual(before);
  });

  it("answers a guide deleted meanwhile with its message", async () => {
    const { status, answer } = await saveForm(database.db, "atlantis", formOf(await davidson()), SITE);
    expect(status).toBe(404);
    expect(answer.message).toBe(NEIGHBORHOOD_MESSAGES.missing);
  });
});

describe("the neighborhood list", () => {
  it("adds a guide hidden, refuses a taken or malformed slug, and shows it only once written", async () => {
    expect((await listAction(database.db, listForm({ intent: "create", name: "Lake Wylie", slug: "lake-wylie" }))).answer).toMatchObject({
      ok: true,
      slug: "lake-wylie",
    });
    const taken = await listAction(database.db, listForm({ intent: "create", name: "Davidson again", slug: "davidson" }));
    expect(taken.status).toBe(409);
    expect(taken.answer.ok ? {} : taken.answer.errors).toEqual({ slug: NEIGHBORHOOD_MESSAGES.slugTaken });
    const malformed = await listAction(database.db, listForm({ intent: "create", name: "", slug: "Lake Wylie!" }));
    expect(Object.keys(malformed.answer.errors ?? {}).sort()).toEqual(["name", "slug"]);

    const early = await listAction(database.db, listForm({ intent: "show", slug: "lake-wylie" }));
    expect(early.status).toBe(409);
    expect(early.answer.message).toMatch(/^Write the guide before showing it: Tagline is required/);
    expect(await findNeighborhoodGuide(database.db, "lake-wylie")).toBeUndefined();

    const wylie = neighborhoodDraft((await findNeighborhoodBySlug(database.db, "lake-wylie"))!);
    const written = {
      ...wylie,
      tagline: "Life on the other lake",
      heroImageUrl: "/images/neighborhoods/denver-scene.svg",
      cardDescription: "South of Charlotte, on the state line.",
      overviewContent: "<p>Lake Wylie.</p>",
    };
    expect((await saveForm(database.db, "lake-wylie", formOf(written, { hidden: "yes" }), SITE)).answer.ok).toBe(true);
    expect((await listAction(database.db, listForm({ intent: "show", slug: "lake-wylie" }))).answer).toMatchObject({ ok: true });
    expect(await findNeighborhoodGuide(database.db, "lake-wylie")).toMatchObject({ tagline: "Life on the other lake" });
  });

  it("answers a button it does not know, and a move past the end", async () => {
    expect((await listAction(database.db, listForm({ intent: "delete", slug: "davidson" }))).status).toBe(400);
    expect((await listAction(database.db, listForm({ intent: "up", slug: "troutman" }))).answer.message).toBe(NEIGHBORHOOD_MESSAGES.cannotMove);
  });

  it("refuses a save based on a version another edit has replaced, until it overwrites knowingly (decision 037)", async () => {
    const { version } = (await findNeighborhoodBySlug(database.db, "cornelius"))!;
    const draft = neighborhoodDraft((await findNeighborhoodBySlug(database.db, "cornelius"))!);
    const first = await saveForm(database.db, "cornelius", formOf(draft, { tagline: "First tab", baseVersion: String(version) }), SITE);
    expect(first.status).toBe(200);
    const second = await saveForm(database.db, "cornelius", formOf(draft, { tagline: "Second tab", baseVersion: String(version) }), SITE);
    expect(second).toMatchObject({ status: 409, answer: { ok: false, message: VERSION_CONFLICT_MESSAGE, conflict: true } });
    expect((await findNeighborhoodBySlug(database.db, "cornelius"))!.tagline).toBe("First tab");
    const overwrite = await saveForm(database.db, "cornelius", formOf(draft, { tagline: "Second tab", baseVersion: String(version), overwrite: "1" }), SITE);
    expect(overwrite.status).toBe(200);
    expect(await findNeighborhoodBySlug(database.db, "cornelius")).toMatchObject({ tagline: "Second tab", version: version + 2 });
  });
});

describe("the guide's market area (issue 36)", () => {
  it("counts the listings of its postal codes and subdivisions too, from the save on, and refuses a code that is not five digits", async () => {
    await importListings(
      database.db,
      [
        testListing("A1", { city: "Davidson", status: "Closed", closePrice: 900_000, closeDate: "2026-10-05" }),
        testListing("A2", { city: "Cornelius", postalCode: "28031", status: "Closed", closePrice: 1_500_000, closeDate: "2026-10-09" }),
        testListing("A3", { city: "Sherrills Ford", subdivision: "The Point", status: "Closed", closePrice: 3_000_000, closeDate: "2026-10-12" }),
      ],
      { asOf: "2026-11-25" },
    );
    const october = async () => (await readAreaMonthsBetween(database.db, "davidson", "2026-10", "2026-10")).find((row) => row.segment === "all");
    expect(await october()).toMatchObject({ closedSales: 1, medianSalePrice: 900_000 });

    const refused = await saveForm(database.db, "davidson", formOf(await davidson(), { marketPostalCodes: "28031, 2803" }), SITE);
    expect(refused.answer).toMatchObject({
      ok: false,
      errors: { marketPostalCodes: "The postal codes must be separated by commas, five digits each, such as 28036" },
    });

    const saved = await saveForm(database.db, "davidson", formOf(await davidson(), { marketPostalCodes: "28031", marketSubdivisions: "the point" }), SITE);
    expect(saved.answer).toEqual({ ok: true, message: NEIGHBORHOOD_MESSAGES.saved });
    expect(await findNeighborhoodBySlug(database.db, "davidson")).toMatchObject({ marketPostalCodes: ["28031"], marketSubdivisions: ["the point"] });
    expect(await october()).toMatchObject({ closedSales: 3, medianSalePrice: 1_500_000 });
    expect((await davidson()).marketPostalCodes).toBe("28031");
  });
});
