import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import routeConfig from "../../app/routes.ts";
import { signIn } from "../support/admin.ts";

/**
 * Issue 5: every admin page redirects to sign-in (and back), every admin endpoint answers 401
 * without a session, and state-changing requests from another origin get 403. Issue 34: the admin
 * routes come from app/routes.ts, so a new one cannot be left out; each kind of guard is tested
 * once over all of them.
 */
type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

/** A route module's loader, action and page (a default export), read from its source. */
type AdminRoute = { url: string; file: string; loader: boolean; action: boolean; page: boolean };

const SAMPLE_PARAMS: Record<string, string> = {
  id: "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f",
  revisionId: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b",
  slug: "davidson",
  page: "about",
  kind: "newsletter",
};

/** Every route under /admin but sign-in, with its parameters filled in. */
function adminRoutes(): AdminRoute[] {
  const found: AdminRoute[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const joined = [parent, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.children) walk(entry.children, joined);
      if (entry.path === undefined && !entry.index) continue;
      const pathname = `/${joined}`.replace(/\/:(\w+)\??/g, (_, name: string) => `/${SAMPLE_PARAMS[name] ?? "x"}`);
      if (!pathname.startsWith("/admin") || pathname === "/admin/login") continue;
      const source = readFileSync(path.join("app", entry.file), "utf8");
      found.push({
        url: entry.index ? `${pathname}?index` : pathname,
        file: entry.file,
        loader: /^export (async )?function loader/m.test(source),
        action: /^export (async )?function action/m.test(source),
        page: /^export default/m.test(source),
      });
    }
  };
  walk(routeConfig as RouteEntry[], "");
  return found;
}

const ROUTES = adminRoutes();
/** Sign-out's GET only sends the visitor on to the admin (which then asks for sign-in). */
const GUARDED_READS = ROUTES.filter((route) => route.loader && route.file !== "routes/admin/logout.ts");
const ACTIONS = ROUTES.filter((route) => route.action);

const FOREIGN_ORIGIN = "https://attacker.example";
const UNAUTHORIZED = { error: "Unauthorized" };

test("the admin routes are read from the route config", () => {
  expect(ROUTES.map((route) => route.url)).toEqual(expect.arrayContaining(["/admin", "/admin/settings", "/admin/lake-advisor?index", "/admin/uploads"]));
  // Every admin route module but sign-in and the layout (which has no address of its own) is among them.
  const modules = readdirSync("app/routes/admin")
    .filter((file) => !["login.tsx", "admin-layout.tsx"].includes(file))
    .map((file) => `routes/admin/${file}`);
  expect(new Set(ROUTES.map((route) => route.file))).toEqual(new Set(modules));
});

test("without a session, every admin page and its data redirect to sign-in and back; every other admin read answers 401", async ({ request }) => {
  for (const route of GUARDED_READS) {
    const pathname = route.url.replace("?index", "");
    const response = await request.get(pathname, { maxRedirects: 0 });
    if (route.page || response.status() === 302) {
      expect(response.status(), pathname).toBe(302);
      expect(response.headers()["location"], pathname).toBe(`/admin/login?redirectTo=${encodeURIComponent(pathname)}`);
    } else {
      expect(response.status(), pathname).toBe(401);
      expect(await response.json(), pathname).toEqual(UNAUTHORIZED);
    }
    if (!route.page) continue;
    const data = await request.get(`${pathname.replace(/\/$/, "")}.data`, { maxRedirects: 0 });
    // React Router answers data requests with a 202 carrying the redirect, or a 3xx; never the page's data.
    expect([202, 204, 302, 303], pathname).toContain(data.status());
    expect(await data.text(), pathname).toContain("/admin/login?redirectTo=");
  }
});

test("without a session, every admin action answers 401, with the site's Origin or none", async ({ request, baseURL }) => {
  for (const route of ACTIONS) {
    for (const headers of [{ Origin: baseURL! }, {}] as Array<Record<string, string>>) {
      const response = await request.post(route.url, { headers, form: {}, maxRedirects: 0 });
      expect(response.status(), `${route.url} ${JSON.stringify(headers)}`).toBe(401);
      if (!route.page) expect(await response.json(), route.url).toEqual(UNAUTHORIZED);
    }
  }
});

test("signed in, every admin action from another origin answers 403 and changes nothing", async ({ page }) => {
  await signIn(page);
  for (const route of ACTIONS) {
    const response = await page.request.post(route.url, { headers: { Origin: FOREIGN_ORIGIN }, form: {}, maxRedirects: 0 });
    expect(response.status(), route.url).toBe(403);
  }
  // The origin check: a foreign Referer, or neither header, is refused the same way.
  for (const headers of [{ Referer: `${FOREIGN_ORIGIN}/page` }, {}] as Array<Record<string, string>>) {
    const response = await page.request.post("/admin/settings", { headers, form: { phone: "(704) 555-0100" }, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
  }
  // The session still works: the refused requests changed nothing.
  const stillIn = await page.request.get("/admin/lake-advisor", { maxRedirects: 0 });
  expect(stillIn.status()).toBe(200);
});

/** Endpoints that answer GET with JSON: 401 without a session, the data with one. */
const ADMIN_JSON_READS = ["/admin/media/choices", "/admin/media/choices?page=2"];

/** Endpoints served only by POST: their GET checks the session before it answers 405. */
const ADMIN_POST_ONLY_PATHS = ["/admin/uploads", "/admin/scrape"];

for (const path of ADMIN_POST_ONLY_PATHS) {
  test(`GET ${path} answers 401 without a session and 405 with one`, async ({ request, page }) => {
    const anonymous = await request.get(path, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
    await signIn(page);
    const signedIn = await page.request.get(path, { maxRedirects: 0 });
    expect(signedIn.status()).toBe(405);
    expect(signedIn.headers()["allow"]).toBe("POST");
  });
}

for (const path of ADMIN_JSON_READS) {
  test(`GET ${path} answers 401 without a session and JSON with one`, async ({ request, page, baseURL }) => {
    const anonymous = await request.get(path, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
    await signIn(page);
    const signedIn = await page.request.get(path, { maxRedirects: 0 });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()["cache-control"]).toBe("no-store");
    expect(await signedIn.json()).toMatchObject({ images: expect.any(Array), pages: expect.any(Number) });
    // A POST is the picker's choice, which names an upload.
    const post = await page.request.post(path, { headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(post.status()).toBe(400);
    expect(await post.json()).toEqual({ error: expect.any(String) });
  });
}

test("the sign-in form refuses a post from another origin", async ({ request }) => {
  const response = await request.post("/admin/login", {
    headers: { Origin: FOREIGN_ORIGIN },
    form: { email: "admin@lakefront.test", password: "whatever", redirectTo: "/admin/lake-advisor" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});
