import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify } from "./slug.ts";

describe("slugify (spec §5)", () => {
  it("lower-cases and joins words with one hyphen", () => {
    expect(slugify("Top 7 Best Towns To Live On Lake Norman")).toBe("top-7-best-towns-to-live-on-lake-norman");
  });

  it("drops characters other than letters, digits, underscores, whitespace and hyphens", () => {
    expect(slugify("What's New? Lake Norman's $3M Market!")).toBe("whats-new-lake-normans-3m-market");
    expect(slugify("snake_case stays")).toBe("snake_case-stays");
  });

  it("turns whitespace runs into one hyphen and collapses repeated hyphens", () => {
    expect(slugify("Boating \t and\n\nSwimming -- Safely")).toBe("boating-and-swimming-safely");
  });

  it("trims, so the slug never starts or ends with a hyphen", () => {
    expect(slugify("  - Hello World -  ")).toBe("hello-world");
  });

  it("folds accents to their base letters", () => {
    expect(slugify("Café Crème in Cornelius")).toBe("cafe-creme-in-cornelius");
  });

  it("is empty for text without letters or digits", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});

describe("firstFreeSlug", () => {
  it("keeps a free slug", async () => {
    expect(await firstFreeSlug("lake-life", () => false)).toBe("lake-life");
  });

  it("appends -2, then -3 and onwards while taken", async () => {
    const taken = new Set(["lake-life", "lake-life-2", "lake-life-3"]);
    expect(await firstFreeSlug("lake-life", (slug) => taken.has(slug))).toBe("lake-life-4");
    expect(await firstFreeSlug("lake-life", async (slug) => slug === "lake-life")).toBe("lake-life-2");
  });
});
