import { expect, it } from "vitest";
import { nestedFormValues } from "./nested-form-values.ts";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

it("builds the object a form's path-named fields stand for, lists in index order", () => {
  expect(
    nestedFormValues(
      form([
        ["phone", "(704) 555-0142"],
        ["offices.1.name", "Davidson"],
        ["offices.0.name", "Lake Norman"],
        ["offices.0.zip", "28031"],
        ["featuredPostSlugs.10", "c"],
        ["featuredPostSlugs.2", "b"],
        ["agent.name", "Meredith Vance"],
      ]),
    ),
  ).toEqual({
    phone: "(704) 555-0142",
    offices: [{ name: "Lake Norman", zip: "28031" }, { name: "Davidson" }],
    featuredPostSlugs: ["b", "c"],
    agent: { name: "Meredith Vance" },
  });
});

it("ignores names that would reach a prototype, and empty segments", () => {
  const values = nestedFormValues(
    form([
      ["__proto__.polluted", "yes"],
      ["agent.constructor.x", "1"],
      ["a..b", "2"],
      ["ok", "3"],
    ]),
  );
  expect(values).toEqual({ ok: "3" });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
