import { expect, it } from "vitest";
import { pageQuery } from "./page-query-params.ts";

it("keeps the inquiry a listing's button sends without JavaScript on a guide and on a sold home's page, and drops tracking", () => {
  expect(pageQuery("/sold-properties/4187203", "?inquire=18612+Peninsula+Club+Dr&utm_source=x").toString()).toBe("inquire=18612+Peninsula+Club+Dr");
  expect(pageQuery("/neighborhood/davidson", "?inquire=1&fbclid=y").toString()).toBe("inquire=1");
  expect(pageQuery("/about", "?inquire=1").toString()).toBe("");
});

it("keys the sold gallery on every filter and its order, and drops tracking", () => {
  expect(pageQuery("/sold-properties", "?utm_source=mail&sort=newest&beds=3&baths=2&city=Davidson&q=lake&price=1m-plus&size=5000-plus&gclid=z").toString()).toBe(
    "baths=2&beds=3&city=Davidson&price=1m-plus&q=lake&size=5000-plus&sort=newest",
  );
});
