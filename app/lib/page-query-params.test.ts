import { expect, it } from "vitest";
import { isInquiryRequest, isSearchRequest, pageQuery } from "./page-query-params.ts";

it("keeps the inquiry a listing's button sends without JavaScript on a guide and on a sold home's page, and drops tracking", () => {
  expect(pageQuery("/sold-properties/4187203", "?inquire=18612+Peninsula+Club+Dr&utm_source=x").toString()).toBe("inquire=18612+Peninsula+Club+Dr");
  expect(pageQuery("/neighborhood/davidson", "?inquire=1&fbclid=y").toString()).toBe("inquire=1");
  expect(pageQuery("/about", "?inquire=1").toString()).toBe("");
});

it("keys the sold gallery on every filter and its order, and drops tracking", () => {
  expect(
    pageQuery("/sold-properties", "?utm_source=mail&sort=newest&beds=3&baths=2&city=Davidson&q=lake&price=1m-plus&size=5000-plus&gclid=z").toString(),
  ).toBe("baths=2&beds=3&city=Davidson&price=1m-plus&q=lake&size=5000-plus&sort=newest");
});

it("tells a search, which the page cache does not keep, from a page anyone may read again", () => {
  expect(isSearchRequest("/the-lake-advisor", "q=boats")).toBe(true);
  expect(isSearchRequest("/The-Lake-Advisor/", "?page=2&q=dock")).toBe(true);
  expect(isSearchRequest("/sold-properties", "?q=lake&city=Davidson")).toBe(true);
  expect(isSearchRequest("/the-lake-advisor", "?q=+&page=2")).toBe(false);
  expect(isSearchRequest("/the-lake-advisor", "?category=Market")).toBe(false);
  expect(isSearchRequest("/about", "?q=boats")).toBe(false);
});

it("an inquiry is a page opened with a value for ?inquire= on a guide or a sold home", () => {
  expect(isInquiryRequest("/neighborhood/davidson", "?inquire=Home+number+7")).toBe(true);
  expect(isInquiryRequest("/Sold-Properties/4187203", "?utm_source=x&inquire=18612+Peninsula+Club+Dr")).toBe(true);
  expect(isInquiryRequest("/neighborhood/davidson", "?inquire=")).toBe(false);
  expect(isInquiryRequest("/neighborhood/davidson", "?utm_source=x")).toBe(false);
  expect(isInquiryRequest("/about", "?inquire=1")).toBe(false);
});
