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
  const withCategories = (list: School[], categories: Record<number, School["category"]>) =>
    list.map((school, index) => (categories[index] ? { ...school, category: categories[index] } : school));

  it("Denver: its 8 public schools, then the other districts' and the private ones, by category", () => {
    const denver = withCategories(schools(16), {
      8: "other_district",
      9: "other_district",
      10: "other_district",
      11: "other_district",
      12: "private",
      13: "private",
      14: "private",
      15: "private",
    });
    const layout = layoutSchools("denver", denver);
    expect(layout.groups.map((group) => [group.kind, group.heading])).toEqual([
      ["main", "Public Schools"],
      ["nearby", "Nearby Schools"],
      ["private", "Private Schools"],
    ]);
    const [main, nearby, privateSchools] = layout.groups;
    expect(names(main!.schools)).toEqual(range(1, 8));
    expect(names(nearby!.schools)).toEqual(range(9, 12));
    expect(names(privateSchools!.schools)).toEqual(range(13, 16));
    expect(layout.linkCards).toEqual([]);
  });

  it("follows the category the agent chose, wherever the school sits in the list", () => {
    const layout = layoutSchools("denver", withCategories(schools(10), { 0: "private", 9: "other_district" }));
    expect(layout.groups.map((group) => [group.kind, names(group.schools)])).toEqual([
      ["main", range(2, 9)],
      ["nearby", ["School 10"]],
      ["private", ["School 1"]],
    ]);
  });

  it.each([
    ["hickory", 6],
    ["cornelius", 5],
    ["davidson", 4],
  ])("%s shows its first %i schools as cards and the rest as link cards, so none the agent adds is dropped", (slug, count) => {
    const layout = layoutSchools(slug, schools(12));
    expect(layout.groups).toHaveLength(1);
    expect(names(layout.groups[0]!.schools)).toEqual(range(1, count));
    expect(names(layout.linkCards)).toEqual(range(count + 1, 12));
  });

  it.each(["charlotte", "huntersville", "mooresville", "somewhere-new"])("%s shows the first 3 and the rest as link cards", (slug) => {
    const layout = layoutSchools(slug, schools(6));
    expect(layout.groups.map((group) => group.kind)).toEqual(["main"]);
    expect(names(layout.groups[0]!.schools)).toEqual(range(1, 3));
    expect(names(layout.linkCards)).toEqual(range(4, 6));
  });

  it("Troutman shows 3, its charter school (entry 4 in the demo), and the rest as link cards", () => {
    const troutman = withCategories(schools(6), { 3: "charter" });
    const layout = layoutSchools("troutman", troutman);
    expect(layout.groups.map((group) => [group.kind, group.heading])).toEqual([
      ["main", "Area Schools"],
      ["charter", "Charter School"],
    ]);
    expect(names(layout.groups[0]!.schools)).toEqual(range(1, 3));
    expect(layout.groups[1]!.schools).toEqual([troutman[3]]);
    expect(names(layout.linkCards)).toEqual(range(5, 6));
  });

  it("a town without a charter school has no charter group", () => {
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
