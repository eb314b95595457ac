import { describe, expect, it } from "vitest";
import { ADMIN_HOME, safeRedirectTo, signInPath } from "./redirect-to.ts";

describe("safeRedirectTo", () => {
  it("keeps a path inside the admin, with its query and hash", () => {
    expect(safeRedirectTo("/admin/lake-advisor/import")).toBe("/admin/lake-advisor/import");
    expect(safeRedirectTo("/admin/lake-advisor/abc/edit?tab=seo#content")).toBe("/admin/lake-advisor/abc/edit?tab=seo#content");
  });

  it("falls back to the admin home for anything missing or not a string", () => {
    for (const value of [null, undefined, "", 42, {}]) expect(safeRedirectTo(value)).toBe(ADMIN_HOME);
  });

  it("never redirects off the site (open redirect)", () => {
    for (const value of [
      "https://attacker.example/admin",
      "//attacker.example/admin",
      "/\\attacker.example/admin",
      "\\\\attacker.example",
      "/admin\\..\\..\\attacker",
      "javascript:alert(1)",
      "/%2F%2Fattacker.example",
      " /admin/lake-advisor",
      "/admin/lake-advisor\n//attacker.example",
      "/admin/lake-advisor\t",
    ]) {
      expect(safeRedirectTo(value), JSON.stringify(value)).toBe(ADMIN_HOME);
    }
  });

  it("stays inside /admin and away from the sign-in and sign-out pages", () => {
    expect(safeRedirectTo("/about")).toBe(ADMIN_HOME);
    expect(safeRedirectTo("/administrator")).toBe(ADMIN_HOME);
    expect(safeRedirectTo("/admin/../about")).toBe(ADMIN_HOME);
    expect(safeRedirectTo("/admin/login")).toBe(ADMIN_HOME);
    expect(safeRedirectTo("/admin/login?redirectTo=/admin/login")).toBe(ADMIN_HOME);
    expect(safeRedirectTo("/admin/logout")).toBe(ADMIN_HOME);
  });

  it("uses the fallback given", () => {
    expect(safeRedirectTo("https://attacker.example", "/admin/lake-advisor/new")).toBe("/admin/lake-advisor/new");
  });
});

describe("signInPath", () => {
  it("sends to sign-in with the page to come back to", () => {
    expect(signInPath("/admin/lake-advisor/import?x=1")).toBe("/admin/login?redirectTo=%2Fadmin%2Flake-advisor%2Fimport%3Fx%3D1");
    expect(signInPath("//attacker.example")).toBe("/admin/login?redirectTo=%2Fadmin");
  });
});
