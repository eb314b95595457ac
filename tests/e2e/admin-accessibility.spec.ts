import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { EMAIL_PREVIEWS, emailPreviewPath, type EmailPreviewKind } from "#app/lib/newsletter-send-status.ts";
import { expectNoAccessibilityViolations } from "../support/accessibility.ts";
import { signIn } from "../support/admin.ts";
import { postContact } from "../support/contact-post.ts";

/**
 * Issue 38, point 5: axe-core's WCAG 2.2 A and AA rules on every admin page, signed in as the
 * administrator, as a desktop and a phone show it; and the sign-in page, signed out.
 */

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
/** What the pages with an id in their address are shown for: records this journey makes or finds. */
type Records = { post: string; revision: string; lead: string; sold: string; redirect: string; neighborhood: string; pageText: string };

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const idIn = (page: Page, pattern: RegExp) => new URL(page.url()).pathname.match(pattern)![1]!;
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** A post of its own, published and then autosaved once, so its revisions page has two to compare. */
async function makePost(page: Page) {
  const title = unique("Accessible Post");
  await page.goto("/admin/lake-advisor/new");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill(`Excerpt of ${title}.`);
  const content = page.getByRole("textbox", { name: "Content (Markdown)" });
  await content.fill("The marina opens in April.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page).toHaveURL(/\/admin\/lake-advisor$/);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await hydrated(page);
  const saved = page.waitForResponse((response) => response.url().includes("/edit.data") && response.request().method() === "POST");
  await content.press("ControlOrMeta+End");
  await content.pressSequentially(" Slips sell out by May.");
  expect((await saved).status()).toBe(200);
  const post = idIn(page, /^\/admin\/lake-advisor\/([0-9a-f-]{36})\/edit$/);
  // The older of the two, which differs from the post now.
  await page.goto(`/admin/lake-advisor/${post}/revisions`);
  await page.getByRole("region", { name: "History" }).getByRole("listitem").last().getByRole("link").click();
  await expect(page).toHaveURL(/\/revisions\/[0-9a-f-]{36}$/);
  return { post, revision: idIn(page, /\/revisions\/([0-9a-f-]{36})$/) };
}

/** A lead sent through the site's contact form, opened from the leads desk. */
async function makeLead(page: Page, baseURL: string) {
  const email = `${unique("accessible")}@example.com`;
  await postContact(page.request, { email, firstName: "Ada", lastName: "Access", pageUrl: `${baseURL}/about` });
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  return idIn(page, /\/admin\/leads\/([0-9a-f-]{36})$/);
}

/** A redirect of its own, added through the form, opened from the list. */
async function makeRedirect(page: Page) {
  const from = `/${unique("accessible-old-page")}`;
  await page.goto("/admin/redirects");
  await hydrated(page);
  await page.getByRole("textbox", { name: "From", exact: true }).fill(from);
  await page.getByRole("textbox", { name: "To", exact: true }).fill("/sold-properties");
  await page.getByRole("button", { name: "Add Redirect" }).click();
  await expect(page.getByRole("textbox", { name: "From", exact: true })).toHaveValue("");
  await page.goto(`/admin/redirects?q=${encodeURIComponent(from)}`);
  await page.getByRole("link", { name: `Edit the redirect from ${from}` }).click();
  await expect(page).toHaveURL(/\/admin\/redirects\/[0-9a-f-]{36}$/);
  return idIn(page, /\/admin\/redirects\/([0-9a-f-]{36})$/);
}

/** The first link of a list page whose address matches `pattern`: a record the demo content has. */
async function firstListed(page: Page, listPath: string, pattern: RegExp) {
  await page.goto(listPath);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const found = hrefs.map((href) => href.match(pattern)?.[1]).find(Boolean);
  expect(found, `a link matching ${pattern} on ${listPath}`).toBeTruthy();
  return found!;
}

async function signedInWithRecords(browser: Browser, baseURL: string): Promise<{ storageState: StorageState; records: Records }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, "/admin");
  const records: Records = {
    ...(await makePost(page)),
    lead: await makeLead(page, baseURL),
    redirect: await makeRedirect(page),
    sold: await firstListed(page, "/admin/sold", /^\/admin\/sold\/([0-9a-f-]{36})$/),
    neighborhood: await firstListed(page, "/admin/neighborhoods", /^\/admin\/neighborhoods\/([a-z0-9-]+)$/),
    pageText: await firstListed(page, "/admin/pages", /^\/admin\/pages\/([a-z0-9-]+)$/),
  };
  const storageState = await context.storageState();
  await context.close();
  return { storageState, records };
}

// One sign-in and one set of records per worker; every test's page is signed in with its cookie.
// (`provide` is Playwright's `use`, named otherwise so the React hooks lint does not take it for one.)
const test = base.extend<object, { admin: { storageState: StorageState; records: Records } }>({
  admin: [async ({ browser }, provide, workerInfo) => provide(await signedInWithRecords(browser, workerInfo.project.use.baseURL!)), { scope: "worker" }],
  storageState: async ({ admin }, provide) => provide(admin.storageState),
});

/** Every admin page, each address made from the records: the routes under /admin in app/routes.ts that render a page. */
const ADMIN_PAGES: { name: string; path: (records: Records) => string; exclude?: string }[] = [
  { name: "home", path: () => "/admin" },
  { name: "posts", path: () => "/admin/lake-advisor" },
  { name: "new post", path: () => "/admin/lake-advisor/new" },
  { name: "post editor", path: ({ post }) => `/admin/lake-advisor/${post}/edit` },
  { name: "revisions", path: ({ post }) => `/admin/lake-advisor/${post}/revisions` },
  { name: "a revision", path: ({ post, revision }) => `/admin/lake-advisor/${post}/revisions/${revision}` },
  { name: "post import", path: () => "/admin/lake-advisor/import" },
  { name: "analytics", path: () => "/admin/analytics" },
  { name: "leads", path: () => "/admin/leads" },
  { name: "a lead", path: ({ lead }) => `/admin/leads/${lead}` },
  { name: "subscribers", path: () => "/admin/subscribers" },
  { name: "new subscriber", path: () => "/admin/subscribers/new" },
  { name: "subscribers import", path: () => "/admin/subscribers/import" },
  { name: "newsletter", path: () => "/admin/newsletter" },
  // The e-mail itself is in a sandboxed frame that runs no script, so axe-core cannot look inside it.
  ...(Object.keys(EMAIL_PREVIEWS) as EmailPreviewKind[]).map((kind) => ({
    name: `e-mail preview: ${kind}`,
    path: () => emailPreviewPath(kind),
    exclude: "iframe",
  })),
  { name: "settings", path: () => "/admin/settings" },
  { name: "pages", path: () => "/admin/pages" },
  { name: "a page's texts", path: ({ pageText }) => `/admin/pages/${pageText}` },
  { name: "testimonials", path: () => "/admin/testimonials" },
  { name: "neighborhoods", path: () => "/admin/neighborhoods" },
  { name: "a neighborhood", path: ({ neighborhood }) => `/admin/neighborhoods/${neighborhood}` },
  { name: "sold", path: () => "/admin/sold" },
  { name: "new sold property", path: () => "/admin/sold/new" },
  { name: "sold import", path: () => "/admin/sold/import" },
  { name: "a sold property", path: ({ sold }) => `/admin/sold/${sold}` },
  { name: "market", path: () => "/admin/market" },
  { name: "media", path: () => "/admin/media" },
  { name: "redirects", path: () => "/admin/redirects" },
  { name: "a redirect", path: ({ redirect }) => `/admin/redirects/${redirect}` },
  { name: "account", path: () => "/admin/account" },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, path, exclude } of ADMIN_PAGES) {
      test(`the admin's ${name} page passes axe-core's WCAG 2.2 A and AA rules`, async ({ page, admin }) => {
        const address = path(admin.records);
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page).toHaveURL(address);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAccessibilityViolations(page, exclude ? { exclude } : {});
      });
    }

    test.describe("signed out", () => {
      test.use({ storageState: { cookies: [], origins: [] } });
      test("the sign-in page passes axe-core's WCAG 2.2 A and AA rules", async ({ page }) => {
        await page.goto("/admin/login");
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      });
    });
  });
}
