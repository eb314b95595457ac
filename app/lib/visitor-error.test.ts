import { describe, expect, it } from "vitest";
import { isVisitorError } from "./visitor-error.ts";

const post = (url: string, origin?: string) => new Request(url, { method: "POST", headers: origin === undefined ? {} : { origin } });

describe("isVisitorError", () => {
  it("is the visitor's for a 4xx answer and for an action refused as cross-origin", () => {
    expect(isVisitorError({ status: 405, statusText: "Method Not Allowed", internal: true, data: "no action" }, post("https://lakefrontnc.com/"))).toBe(true);
    expect(isVisitorError(new Error("Bad Request"), post("https://lakefrontnc.com/about.data", "https://evil.test"))).toBe(true);
    expect(isVisitorError(new Error("Bad Request"), post("https://lakefrontnc.com/about.data", "null"))).toBe(true);
    expect(isVisitorError(new Error("`origin` header is not a valid URL."), post("https://lakefrontnc.com/about", "::"))).toBe(true);
  });

  it("is the site's for anything else", () => {
    expect(isVisitorError({ status: 503, statusText: "Service Unavailable", internal: false, data: null }, post("https://lakefrontnc.com/"))).toBe(false);
    expect(isVisitorError(new Error("relation does not exist"), post("https://lakefrontnc.com/contact", "https://lakefrontnc.com"))).toBe(false);
    expect(isVisitorError(new Error("relation does not exist"), post("https://lakefrontnc.com/contact"))).toBe(false);
    expect(isVisitorError(new Error("render failed"), new Request("https://lakefrontnc.com/about"))).toBe(false);
  });
});
