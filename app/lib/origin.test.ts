import { describe, expect, it } from "vitest";
import { isSameOriginRequest, type OriginCheck } from "./origin.ts";

const base: OriginCheck = {
  method: "POST",
  origin: null,
  referer: null,
  requestUrl: "http://127.0.0.1:3000/admin/logout",
  siteUrl: "https://lakefrontnc.com",
};

describe("isSameOriginRequest", () => {
  it("lets safe methods through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(isSameOriginRequest({ ...base, method, origin: "https://attacker.example" })).toBe(true);
    }
  });

  it("accepts an Origin equal to SITE_URL's origin or to the request's own origin", () => {
    expect(isSameOriginRequest({ ...base, origin: "https://lakefrontnc.com" })).toBe(true);
    expect(isSameOriginRequest({ ...base, origin: "http://127.0.0.1:3000" })).toBe(true);
  });

  it("refuses another origin, even a look-alike, another scheme or another port", () => {
    for (const origin of [
      "https://attacker.example",
      "https://lakefrontnc.com.attacker.example",
      "http://lakefrontnc.com",
      "https://lakefrontnc.com:8443",
      "http://127.0.0.1:3001",
    ]) {
      expect(isSameOriginRequest({ ...base, origin }), origin).toBe(false);
    }
  });

  it("for every state-changing method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isSameOriginRequest({ ...base, method, origin: "https://attacker.example" })).toBe(false);
      expect(isSameOriginRequest({ ...base, method, origin: "https://lakefrontnc.com" })).toBe(true);
    }
  });

  it("falls back to the Referer only when there is no Origin", () => {
    expect(isSameOriginRequest({ ...base, referer: "https://lakefrontnc.com/admin/lake-advisor" })).toBe(true);
    expect(isSameOriginRequest({ ...base, referer: "https://attacker.example/lakefrontnc.com" })).toBe(false);
    // A foreign Origin is not excused by a matching Referer.
    expect(isSameOriginRequest({ ...base, origin: "https://attacker.example", referer: "https://lakefrontnc.com/admin" })).toBe(false);
  });

  it("refuses a request with neither header, an opaque origin or garbage", () => {
    expect(isSameOriginRequest(base)).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: "null" })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: "not a url" })).toBe(false);
    expect(isSameOriginRequest({ ...base, referer: "javascript:alert(1)" })).toBe(false);
  });
});
