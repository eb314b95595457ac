import { describe, expect, it } from "vitest";
import { siteSettingsSeed } from "#app/content/site.ts";
import { phoneDigits, siteSettingsSchema } from "./site-settings-schema.ts";

const errorsOf = (change: Record<string, unknown>) => {
  const parsed = siteSettingsSchema.safeParse({ ...siteSettingsSeed, ...change });
  if (parsed.success) return {};
  // Each message under the name the form gives its field ("social[0].href").
  const name = (path: PropertyKey[]) => path.map((key, at) => (typeof key === "number" ? `[${key}]` : at === 0 ? String(key) : `.${String(key)}`)).join("");
  return Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [name(issue.path), issue.message]));
};

describe("the settings' rules", () => {
  it("accept the demo settings", () => {
    expect(errorsOf({})).toEqual({});
  });

  it("take a phone with its area code, however written, and dial it as E.164", () => {
    for (const phone of ["(704) 555-0142", "704.555.0142", "+1 704 555 0142", "1-704-555-0142"]) expect(errorsOf({ phone }), phone).toEqual({});
    expect(phoneDigits("(704) 555-0142")).toBe("+17045550142");
    expect(phoneDigits("+1 704 555 0142")).toBe("+17045550142");
    expect(errorsOf({ phone: "555-0142" })).toEqual({ phone: "Phone: enter a number with its area code, like (704) 555-0142" });
  });

  it("want https for links and frames, and a site path or https for images", () => {
    expect(errorsOf({ social: [{ label: "Instagram", href: "javascript:alert(1)" }] })).toEqual({
      "social[0].href": "Profile address: enter a full address starting with https://",
    });
    expect(errorsOf({ propertySearch: { embedUrl: "http://search.example.com", wideUrl: "https://search.example.com" } })).toEqual({
      "propertySearch.embedUrl": "Search embed address: enter a full address starting with https://",
    });
    expect(errorsOf({ agent: { ...siteSettingsSeed.agent, portraitUrl: "//evil.example/x.png" } })).toEqual({
      "agent.portraitUrl": "Portrait image: enter a path on this site (starting with /) or an address starting with https://",
    });
  });

  it("mark a featured post chosen twice beside its second field", () => {
    const [first, second] = siteSettingsSeed.featuredPostSlugs;
    expect(errorsOf({ featuredPostSlugs: [first, second, first] })).toEqual({ "featuredPostSlugs[2]": "This post is already featured: choose another" });
  });

  it("keep at least one office, each with a two-letter state and a ZIP code", () => {
    expect(errorsOf({ offices: [] })).toEqual({ offices: "Keep at least one office" });
    expect(errorsOf({ offices: [{ ...siteSettingsSeed.offices[0]!, state: "nc", zip: "2803" }] })).toEqual({
      "offices[0].state": "State: two capital letters, like NC",
      "offices[0].zip": "ZIP code: five digits, like 28031",
    });
  });
});
