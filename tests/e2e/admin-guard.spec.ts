import { expect, test, type APIRequestContext } from "@playwright/test";
import { signIn } from "../support/admin.ts";

/**
 * Issue 5: every admin page redirects to sign-in (and back), every admin endpoint answers 401
 * without a session, and state-changing requests from another origin get 403.
 * Engineers adding admin pages or endpoints add them to these lists.
 */
const ADMIN_PAGES = [
  "/admin",
  "/admin/lake-advisor",
  "/admin/lake-advisor/new",
  "/admin/lake-advisor/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f/edit",
  "/admin/lake-advisor/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f/revisions",
  "/admin/lake-advisor/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f/revisions/1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b",
  "/admin/lake-advisor/import",
  "/admin/lake-advisor/import?from=guard",
  "/admin/leads",
  "/admin/leads?q=ann&type=contact&state=failing&page=2",
  "/admin/leads?view=open&status=contacted&page=2",
  "/admin/leads/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f",
  "/admin/leads/export.csv?type=contact",
  "/admin/settings",
  "/admin/pages",
  "/admin/pages/about",
  "/admin/testimonials",
  "/admin/neighborhoods",
  "/admin/neighborhoods/davidson",
  "/admin/sold",
  "/admin/sold?q=cove&page=2",
  "/admin/sold/new",
  "/admin/sold/import",
  "/admin/sold/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f",
  "/admin/media",
  "/admin/media?page=2",
  "/admin/redirects",
  "/admin/redirects?q=old&page=2",
  "/admin/redirects/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f",
  "/admin/account",
];

type AdminEndpoint = {
  /** How the test names it. */
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** A form body (sent as multipart when `multipart` is set). */
  form?: Record<string, string>;
  multipart?: boolean;
  /** Resource routes answer the 401 as JSON; a page's action answers with its error page (false). */
  json?: boolean;
};

const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  { name: "sign-out", method: "POST", path: "/admin/logout" },
  { name: "image upload", method: "POST", path: "/admin/uploads", form: { file: "not an image" }, multipart: true },
  {
    name: "delete post",
    method: "POST",
    path: "/admin/lake-advisor?index",
    form: { intent: "delete", id: "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f" },
    json: false,
  },
  { name: "create post", method: "POST", path: "/admin/lake-advisor/new", json: false },
  { name: "save post", method: "POST", path: "/admin/lake-advisor/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f/edit", json: false },
  {
    name: "restore a revision",
    method: "POST",
    path: "/admin/lake-advisor/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f/revisions/1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b",
    form: { revisionId: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b", baseVersion: "1" },
    json: false,
  },
  { name: "scrape-blog-posts", method: "POST", path: "/admin/scrape" },
  { name: "lead action", method: "POST", path: "/admin/leads/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", form: { intent: "delete" }, json: false },
  { name: "lead status", method: "POST", path: "/admin/leads/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", form: { intent: "status", status: "closed" }, json: false },
  {
    name: "lead follow-up date",
    method: "POST",
    path: "/admin/leads/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f",
    form: { intent: "follow-up", followUpOn: "2026-12-01" },
    json: false,
  },
  { name: "lead note", method: "POST", path: "/admin/leads/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", form: { intent: "note", note: "Intruder" }, json: false },
  { name: "save a page's texts", method: "POST", path: "/admin/pages/home", form: { heroTitle: "Intruder" }, json: false },
  { name: "save settings", method: "POST", path: "/admin/settings", form: { phone: "(704) 555-0100" }, json: false },
  { name: "add sold home", method: "POST", path: "/admin/sold/new", form: { mlsId: "1" }, json: false },
  { name: "save or delete sold home", method: "POST", path: "/admin/sold/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", form: { intent: "delete" }, json: false },
  { name: "import sold homes", method: "POST", path: "/admin/sold/import", form: { intent: "import", csv: "mls_id\n1" }, json: false },
  { name: "add, move, show or hide a neighborhood", method: "POST", path: "/admin/neighborhoods", form: { intent: "hide", slug: "davidson" }, json: false },
  { name: "save a neighborhood", method: "POST", path: "/admin/neighborhoods/davidson", form: { tagline: "Intruder" }, json: false },
  { name: "save testimonials", method: "POST", path: "/admin/testimonials", form: { "testimonials[0].author": "Intruder" }, json: false },
  { name: "delete image", method: "POST", path: "/admin/media", form: { intent: "delete", id: "0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f" }, json: false },
  { name: "media picker list", method: "POST", path: "/admin/media/choices" },
  {
    name: "add or delete a redirect",
    method: "POST",
    path: "/admin/redirects",
    form: { intent: "save", fromPath: "/intruder", toPath: "/", match: "exact", status: "301" },
    json: false,
  },
  { name: "save or delete a redirect", method: "POST", path: "/admin/redirects/0e6f7c9a-2b7d-4d8e-9a51-6c1f2b3d4e5f", form: { intent: "delete" }, json: false },
  { name: "two-step sign-in settings", method: "POST", path: "/admin/account", form: { intent: "start" }, json: false },
  {
    name: "change the password",
    method: "POST",
    path: "/admin/account",
    form: { intent: "password", currentPassword: "x", newPassword: "intruder password", confirmPassword: "intruder password" },
    json: false,
  },
  { name: "sign out everywhere else", method: "POST", path: "/admin/account", form: { intent: "sign-out-others" }, json: false },
  {
    name: "CSV import",
    method: "POST",
    path: "/admin/lake-advisor/import",
    form: { intent: "import", actions: "[]" },
    multipart: true,
    json: false,
  },
];

/** Endpoints that answer GET with JSON: 401 without a session, the data with one. */
const ADMIN_JSON_READS = ["/admin/media/choices", "/admin/media/choices?page=2"];

/** Endpoints served only by POST: their GET checks the session before it answers 405. */
const ADMIN_POST_ONLY_PATHS = ["/admin/uploads", "/admin/scrape"];

function send(request: APIRequestContext, endpoint: AdminEndpoint, headers: Record<string, string>) {
  return request.fetch(endpoint.path, {
    method: endpoint.method,
    headers,
    maxRedirects: 0,
    ...(endpoint.multipart ? { multipart: endpoint.form ?? {} } : { form: endpoint.form ?? {} }),
  });
}

const FOREIGN_ORIGIN = "https://attacker.example";

for (const path of ADMIN_PAGES) {
  test(`without a session, ${path} redirects to sign-in and back`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  });

  test(`without a session, ${path}'s data request is refused too`, async ({ request }) => {
    const url = new URL(path, "http://localhost");
    const dataPath = `${url.pathname.replace(/\/$/, "")}.data${url.search}`;
    const response = await request.get(dataPath, { maxRedirects: 0 });
    // React Router answers data requests with a 202 carrying the redirect, or a 3xx; never the page's data.
    expect([202, 204, 302, 303]).toContain(response.status());
    expect(await response.text()).toContain("/admin/login?redirectTo=");
  });
}

for (const endpoint of ADMIN_ENDPOINTS) {
  test(`without a session, ${endpoint.method} ${endpoint.path} (${endpoint.name}) answers 401`, async ({ request, baseURL }) => {
    const headerSets: Array<Record<string, string>> = [{ Origin: baseURL! }, {}];
    for (const headers of headerSets) {
      const response = await send(request, endpoint, headers);
      expect(response.status(), JSON.stringify(headers)).toBe(401);
      if (endpoint.json !== false) expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
  });

  test(`signed in, ${endpoint.method} ${endpoint.path} (${endpoint.name}) from another origin answers 403`, async ({ page }) => {
    await signIn(page);
    const foreign: Array<Record<string, string>> = [{ Origin: FOREIGN_ORIGIN }, { Referer: `${FOREIGN_ORIGIN}/page` }, {}];
    for (const headers of foreign) {
      const response = await send(page.request, endpoint, headers);
      expect(response.status(), JSON.stringify(headers)).toBe(403);
    }
    // The session still works: the refused request changed nothing.
    const stillIn = await page.request.get("/admin/lake-advisor", { maxRedirects: 0 });
    expect(stillIn.status()).toBe(200);
  });
}

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
