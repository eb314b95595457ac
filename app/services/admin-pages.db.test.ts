import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageTextsSeed } from "#app/content/page-texts-seed.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import type { Database } from "#app/db/client.server.ts";
import { pageTexts } from "#app/db/schema.ts";
import { PAGE_TEXT_MESSAGES } from "#app/lib/admin-paths.ts";
import { VERSION_CONFLICT_MESSAGE } from "#app/lib/base-version.ts";
import { htmlWithNames, PAGE_TEXT_PAGES, pageTextFormValues, withNames } from "#app/lib/page-texts-schema.ts";
import { readContentVersion } from "#app/models/content-version.server.ts";
import { readPageTexts, readPageTextVersion } from "#app/models/page-texts.server.ts";
import { createTestDatabase } from "#tests/database.ts";
import { documentFormFields, readAnswer } from "#tests/support/document-answer.ts";
import { savePageTextsForm as savePageTextsAnswer } from "./admin-pages.server.ts";

/** The service's answer as the administrator reads it. */
const savePageTextsForm = async (...args: Parameters<typeof savePageTextsAnswer>) => {
  const { status, answer } = await savePageTextsAnswer(...args);
  return { status, answer: readAnswer(answer) };
};
const pageTextFormFields = (texts: object) => documentFormFields(pageTextFormValues(texts));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(pageTexts);
});

const SITE = "https://lakefront.example";
const renamed = { ...siteSettingsSeed, agent: { ...siteSettingsSeed.agent, name: "Ana <Lee> & Co", firstName: "Ana" } };

/** A page's form as the admin sends it: every field by path, the long texts as Markdown, a list a line an item. */
function formOf(texts: object, baseVersion?: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(pageTextFormFields(texts))) form.append(name, value);
  if (baseVersion !== undefined) form.append("baseVersion", String(baseVersion));
  return form;
}

describe("page texts", () => {
  it("are the seed's until a page is saved, its long texts rendered, naming the agent from the settings", async () => {
    const texts = await readPageTexts(database.db);
    expect(texts.home.heroTitle).toBe(pageTextsSeed.home.heroTitle);
    expect(texts.about.biography.markdown).toBe(pageTextsSeed.about.biography);
    expect(texts.about.biography.html).toMatch(/^<p>\{name\} has spent more than twenty-five years/);
    expect(texts.privacy.privacyPolicy.html).toContain("<h3>Information you give us</h3>");
    expect(htmlWithNames(texts.about.biography.html, renamed)).toContain("<p>Ana &lt;Lee&gt; &amp; Co has spent");
    expect(withNames(texts.home.heroText, renamed)).toMatch(/^Ana <Lee> & Co guides buyers/);
    expect(JSON.stringify(texts)).not.toContain("Meredith");
    expect(await readPageTextVersion(database.db, "about")).toBe(0);
  });

  it("save a page's form: its long text rendered and sanitised as a post's, the version raised and the pages' cache emptied", async () => {
    const before = await readContentVersion(database.db);
    const biography = "**{name}** sold her first lake house in 2001.<script>alert(1)</script>\n\nSee [her sales](/sold-properties).";
    const { status, answer } = await savePageTextsForm(
      database.db,
      "about",
      formOf({ ...pageTextsSeed.about, heroEyebrow: "Your advisor on the lake", biography }, 0),
      "agent@example.com",
      SITE,
    );
    expect({ status, answer }).toEqual({ status: 200, answer: { ok: true, message: PAGE_TEXT_MESSAGES.saved } });
    const texts = await readPageTexts(database.db);
    expect(texts.about.heroEyebrow).toBe("Your advisor on the lake");
    expect(texts.about.biography).toEqual({
      markdown: biography,
      html: '<p><strong>{name}</strong> sold her first lake house in 2001.</p>\n<p>See <a href="/sold-properties">her sales</a>.</p>',
    });
    expect(texts.home.heroTitle).toBe(pageTextsSeed.home.heroTitle);
    expect(await readPageTextVersion(database.db, "about")).toBe(1);
    expect((await readContentVersion(database.db)).version).not.toBe(before.version);

    const again = await savePageTextsForm(database.db, "about", formOf({ ...pageTextsSeed.about, biography: "Second." }, 1), "agent@example.com", SITE);
    expect(again.status).toBe(200);
    expect(await readPageTextVersion(database.db, "about")).toBe(2);
  });

  it("refuse bad input with a message beside each field, and change nothing", async () => {
    const form = formOf({ ...pageTextsSeed.home, heroTitle: "  ", steps: pageTextsSeed.home.steps.slice(0, 2), ctaText: "Call\u0000 now" }, 0);
    const { status, answer } = await savePageTextsForm(database.db, "home", form, "agent@example.com", SITE);
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      message: PAGE_TEXT_MESSAGES.invalid,
      errors: { heroTitle: "Hero title is required", steps: "Step: 3 are needed", ctaText: "Remove the invisible control characters" },
    });
    expect(await readPageTextVersion(database.db, "home")).toBe(0);
    expect((await readPageTexts(database.db)).home.heroTitle).toBe(pageTextsSeed.home.heroTitle);

    const empty = await savePageTextsForm(database.db, "privacy", formOf({ ...pageTextsSeed.privacy, termsOfUse: "" }, 0), "agent@example.com", SITE);
    expect(empty.status).toBe(400);
    expect(empty.answer).toMatchObject({ ok: false, errors: { termsOfUse: "Terms of use is required" } });
    const deep = await savePageTextsForm(
      database.db,
      "privacy",
      formOf({ ...pageTextsSeed.privacy, termsOfUse: `${"> ".repeat(150)}deep` }, 0),
      "agent@example.com",
      SITE,
    );
    expect(deep.status).toBe(400);
    expect(deep.answer).toMatchObject({ ok: false, errors: { termsOfUse: expect.stringContaining("nested more than 100 levels") } });
    expect(await readPageTextVersion(database.db, "privacy")).toBe(0);
  });

  it("save each page on its own row", async () => {
    expect(
      (await savePageTextsForm(database.db, "home", formOf({ ...pageTextsSeed.home, heroTitle: "Home title" }, 0), "agent@example.com", SITE)).status,
    ).toBe(200);
    const about = await savePageTextsForm(database.db, "about", formOf({ ...pageTextsSeed.about, heroText: "About text" }, 0), "agent@example.com", SITE);
    expect(about.answer).toEqual({ ok: true, message: PAGE_TEXT_MESSAGES.saved });
    const texts = await readPageTexts(database.db);
    expect([texts.home.heroTitle, texts.about.heroText]).toEqual(["Home title", "About text"]);
    // Every page of the admin's list saves, the accessibility statement included (its row was once refused by the table).
    for (const page of PAGE_TEXT_PAGES) {
      const saved = await savePageTextsForm(
        database.db,
        page,
        formOf(pageTextsSeed[page], await readPageTextVersion(database.db, page)),
        "agent@example.com",
        SITE,
      );
      expect(saved.status, page).toBe(200);
    }
    expect(await database.db.$count(pageTexts)).toBe(PAGE_TEXT_PAGES.length);
  });

  it("refuse a save based on a version another save has replaced", async () => {
    await savePageTextsForm(database.db, "home", formOf({ ...pageTextsSeed.home, heroTitle: "First tab" }, 0), "agent@example.com", SITE);
    const { status, answer } = await savePageTextsForm(
      database.db,
      "home",
      formOf({ ...pageTextsSeed.home, heroTitle: "Second tab" }, 0),
      "agent@example.com",
      SITE,
    );
    expect(status).toBe(409);
    expect(answer).toMatchObject({ ok: false, message: VERSION_CONFLICT_MESSAGE, conflict: true });
    expect((await readPageTexts(database.db)).home.heroTitle).toBe("First tab");
  });

  it("save a checklist edited a line a point, and each section's heading; home shows them", async () => {
    const home = pageTextFormFields(pageTextsSeed.home);
    const form = formOf({ ...pageTextsSeed.home, neighborhoodsHeading: { ...pageTextsSeed.home.neighborhoodsHeading, title: "Find Your Cove" } }, 0);
    form.set("buyers.points", "  Private showings on {firstName}'s boat \r\n\n" + home["buyers.points"]!.split("\n").slice(1).join("\n") + "\n\n");
    const { status } = await savePageTextsForm(database.db, "home", form, "agent@example.com", SITE);
    expect(status).toBe(200);
    const texts = await readPageTexts(database.db);
    expect(texts.home.buyers.points).toEqual(["Private showings on {firstName}'s boat", ...pageTextsSeed.home.buyers.points.slice(1)]);
    expect(texts.home.neighborhoodsHeading.title).toBe("Find Your Cove");
    expect(texts.home.sellers).toEqual(pageTextsSeed.home.sellers);
    expect(pageTextFormFields(texts.home)["buyers.points"]).toBe(
      ["Private showings on {firstName}'s boat", ...pageTextsSeed.home.buyers.points.slice(1)].join("\n"),
    );
  });

  it("refuse a checklist without a point, with more than eight or with a point too long, beside its field", async () => {
    for (const [points, message] of [
      [" \n\n ", "For buyers: points are required"],
      [Array.from({ length: 9 }, (_, index) => `Point ${index + 1}`).join("\n"), "For buyers: points: at most 8, one a line"],
      [`Short\n${"x".repeat(201)}`, "For buyers: points: at most 200 characters each"],
    ]) {
      const form = formOf(pageTextsSeed.home, 0);
      form.set("buyers.points", points!);
      const { status, answer } = await savePageTextsForm(database.db, "home", form, "agent@example.com", SITE);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ ok: false, errors: { "buyers.points": message }, values: { buyers: { points } } });
    }
    expect(await readPageTextVersion(database.db, "home")).toBe(0);
  });

  it("show a row stored before a field existed with the seed's text for that field, keeping the agent's own", async () => {
    const { buyers, sellers, agentHeading, storyHeading, ctaEyebrow, ...oldHome } = (await readPageTexts(database.db)).home;
    const { credentials, credentialsHeading, storyHeading: aboutStory, ...oldAbout } = (await readPageTexts(database.db)).about;
    // Rows in the shape of the first release, which the column's type no longer describes.
    await database.db.insert(pageTexts).values([
      { page: "home", texts: { ...oldHome, heroTitle: "Her own title" } as never, updatedBy: "agent@example.com" },
      { page: "about", texts: { ...oldAbout, heroEyebrow: "Her own eyebrow" } as never, updatedBy: "agent@example.com" },
    ]);
    const texts = await readPageTexts(database.db);
    expect(texts.home.heroTitle).toBe("Her own title");
    expect({
      buyers: texts.home.buyers,
      sellers: texts.home.sellers,
      agentHeading: texts.home.agentHeading,
      storyHeading: texts.home.storyHeading,
      ctaEyebrow: texts.home.ctaEyebrow,
    }).toEqual({
      buyers,
      sellers,
      agentHeading,
      storyHeading,
      ctaEyebrow,
    });
    expect(texts.about.heroEyebrow).toBe("Her own eyebrow");
    expect(texts.about.credentials).toEqual(credentials);
    expect([texts.about.credentialsHeading, texts.about.storyHeading]).toEqual([credentialsHeading, aboutStory]);
    expect(texts.about.biography).toEqual(oldAbout.biography);

    // And the form saves it whole, from there.
    const saved = await savePageTextsForm(database.db, "about", formOf(texts.about, 1), "agent@example.com", SITE);
    expect(saved.status).toBe(200);
    expect((await readPageTexts(database.db)).about.heroEyebrow).toBe("Her own eyebrow");
  });

  it("name the settings' certification and offices in the About credentials", async () => {
    const { credentials } = (await readPageTexts(database.db)).about;
    const settings = {
      ...renamed,
      agent: { ...renamed.agent, certification: "Luxury Specialist" },
      offices: [siteSettingsSeed.offices[0]!, { ...siteSettingsSeed.offices[0]!, name: "Davidson" }],
    };
    expect(credentials.map((credential) => withNames(`${credential.title}: ${credential.description}`, settings))).toContain(
      "Luxury Specialist: The luxury-market designation of The Institute for Luxury Home Marketing.",
    );
    expect(withNames(credentials[2]!.description, settings)).toBe(`Offices in ${siteSettingsSeed.offices[0]!.name}, Davidson.`);
  });
});
