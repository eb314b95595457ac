import { describe, expect, it } from "vitest";
import { currentSection } from "./site-nav.ts";

describe("currentSection", () => {
  it("is the section of its own page and of the pages below it, in any case", () => {
    expect(currentSection("/the-lake-advisor")).toBe("/the-lake-advisor");
    expect(currentSection("/the-lake-advisor/dock-season")).toBe("/the-lake-advisor");
    expect(currentSection("/Neighborhood/Cornelius")).toBe("/neighborhood");
    expect(currentSection("/home-value")).toBe("/home-value");
  });

  it("is none on another page, nor on a page whose name only starts the same", () => {
    expect(currentSection("/")).toBeNull();
    expect(currentSection("/about-us")).toBeNull();
    expect(currentSection("/privacy-policy")).toBeNull();
  });
});
