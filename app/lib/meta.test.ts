import { describe, expect, it } from "vitest";
import { demoPosts } from "#seed/demo-posts.ts";
import { pageTitle, TITLE_MAX_LENGTH } from "./meta.ts";

const AGENT = "Meredith Vance";
const timesNamed = (title: string) => title.split(AGENT).length - 1;

describe("pageTitle", () => {
  it("names the brand and the agent after a short page's name", () => {
    expect(pageTitle(AGENT, "Sold Properties")).toBe("Sold Properties | Lakefront | Meredith Vance");
    expect(pageTitle(AGENT)).toBe("Lakefront | Meredith Vance, Luxury Real Estate on Lake Norman");
  });

  it("names the agent once when the page's name already does", () => {
    expect(pageTitle(AGENT, "About Meredith Vance")).toBe("About Meredith Vance | Lakefront");
  });

  it("leaves the brand out, then shortens the page's name at a word, to stay within 70 characters and name the agent once", () => {
    expect(pageTitle(AGENT, "Lake Norman Luxury Market: Our Mid-2025 Review")).toBe("Lake Norman Luxury Market: Our Mid-2025 Review | Meredith Vance");
    const long = pageTitle(AGENT, "How to Determine Your List of Must-Have Non-Negotiables When Buying a Luxury Home");
    expect(long).toBe("How to Determine Your List of Must-Have… | Meredith Vance");
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });

  it("keeps every demo post's title (its SEO title, else its title) within 70 characters, naming the agent once", () => {
    for (const post of demoPosts) {
      const title = pageTitle(AGENT, post.seoTitle ?? post.title);
      expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      expect(timesNamed(title), title).toBe(1);
    }
  });
});
