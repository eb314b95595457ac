import { expect, it } from "vitest";
import { pageQuery } from "./page-query-params.ts";

it("keeps the inquiry a listing's button sends without JavaScript on a guide and on a sold home's page, and drops tracking", () => {
  expect(pageQuery("/sold-properties/4187203", "?inquire=18612+Peninsula+Club+Dr&utm_source=x").toString()).toBe("inquire=18612+Peninsula+Club+Dr");
  expect(pageQuery("/neighborhood/davidson", "?inquire=1&fbclid=y").toString()).toBe("inquire=1");
  expect(pageQuery("/about", "?inquire=1").toString()).toBe("");
});
