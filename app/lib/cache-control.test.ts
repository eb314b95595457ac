import { expect, it } from "vitest";
import { cacheControl } from "./cache-control.ts";

it("writes each policy's Cache-Control", () => {
  expect(cacheControl("no-store")).toBe("no-store");
  expect(cacheControl("private")).toBe("private, no-store");
  expect(cacheControl("revalidate")).toBe("no-cache");
  expect(cacheControl("immutable")).toBe("public, max-age=31536000, immutable");
  expect(cacheControl({ page: 300 })).toBe("public, max-age=0, must-revalidate, s-maxage=300");
  expect(cacheControl({ page: 3600, staleWhileRevalidate: 86400 })).toBe("public, max-age=0, must-revalidate, s-maxage=3600, stale-while-revalidate=86400");
  expect(cacheControl({ browser: 300, shared: 900 })).toBe("public, max-age=300, s-maxage=900");
});
