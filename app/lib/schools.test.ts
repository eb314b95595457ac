import { describe, expect, it } from "vitest";
import type { School } from "#app/content/content-types.ts";
import { layoutSchools } from "./schools.ts";

const schools = (count: number): School[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `School ${index + 1}`,
    type: "Public",
    grades: "K-5",
    url: `https://example.org/${index + 1}`,
  }));

const names = (list: School[]) => list.map((school) => school.name);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `School ${from + i}`);

describe("layoutSchools", () => {
  it("Denver: the first 8 public, entries 8 to 12 nearby, the rest private", () => {
    const layout = layoutSchools("denver", schools(16));
    expect(layout.groups.map((group) => [group.kind, group.heading])).toEqual([
      ["main", "Public Schools"],
      ["nearby", "Nearby Schools"],
      ["private", "Private Schools"],
    ]);
    const [main, nearby, privateSchools] = layout.groups;
    expect(names(main!.schools)).toEqual(range(1, 8));
    expect(names(nearby!.schools)).toEqual(range(9, 12));
    expect(nearby!.schools.every((school) => school.category === "other_district")).toBe(true);
    expect(names(privateSchools!.schools)).toEqual(range(13, 16));
    expect(privateSchools!.schools.every((school) => school.category === "private")).toBe(true);
    expect(layout.linkCards).toEqual([]);
  });

  it("Denver leaves out groups it has no schools for", () => {
    const layout = layoutSchools("denver", schools(10));
    expect(layout.groups.map((group) => group.kind)).toEqual(["main", "nearby"]);
    expect(names(layout.groups[1]!.schools)).toEqual(range(9, 10));
  });

  it.each([
    ["hickory", 6],
    ["cornelius", 5],
    ["davidson", 4],
  ])("%s shows its first %i schools and no link cards", (slug, count) => {
    const layout = layoutSchools(slug, schools(12));
    expect(layout.groups).toHaveLength(1);
    expect(names(layout.groups[0]!.schools)).toEqual(range(1, count));
    expect(layout.linkCards).toEqual([]);
  });

  it.each(["charlotte", "huntersville", "mooresville", "somewhere-new"])(
    "%s shows the first 3 and the rest as link cards",
    (slug) => {
      const layout = layoutSchools(slug, schools(6));
      expect(layout.groups.map((group) => group.kind)).toEqual(["main"]);
      expect(names(layout.groups[0]!.schools)).toEqual(range(1, 3));
      expect(names(layout.linkCards)).toEqual(range(4, 6));
    },
  );

  it("Troutman shows 3, its entry 4 as a charter school, and the rest as link cards", () => {
    const layout = layoutSchools("troutman", schools(6));
    expect(layout.groups.map((group) => [group.kind, group.heading])).toEqual([
      ["main", "Area Schools"],
      ["charter", "Charter School"],
    ]);
    expect(names(layout.groups[0]!.schools)).toEqual(range(1, 3));
    expect(layout.groups[1]!.schools).toEqual([{ ...schools(6)[3], category: "charter" }]);
    expect(names(layout.linkCards)).toEqual(range(5, 6));
  });

  it("Troutman with fewer than 4 schools has no charter group", () => {
    const layout = layoutSchools("troutman", schools(3));
    expect(layout.groups.map((group) => group.kind)).toEqual(["main"]);
    expect(layout.linkCards).toEqual([]);
  });

  it("no schools means nothing to render", () => {
    expect(layoutSchools("charlotte", [])).toEqual({ groups: [], linkCards: [] });
    expect(layoutSchools("denver", [])).toEqual({ groups: [], linkCards: [] });
  });

  it("does not change the record's list", () => {
    const list = schools(16);
    const before = structuredClone(list);
    layoutSchools("denver", list);
    layoutSchools("troutman", list);
    expect(list).toEqual(before);
  });
});
