import { expect, test } from "@playwright/test";

const legacy: Array<[from: string, to: string]> = [
  ["/neighborhoods", "/neighborhood"],
  ["/neighborhoods/davidson", "/neighborhood/davidson"],
  ["/lake-advisor", "/the-lake-advisor"],
  ["/lake-advisor/x", "/the-lake-advisor/x"],
  ["/blog/old-post-slug", "/the-lake-advisor/new-post-slug"],
];

for (const [from, to] of legacy) {
  test(`the server answers ${from} with 301 to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  });
}

test("a legacy redirect keeps the query string", async ({ request }) => {
  const response = await request.get("/lake-advisor?page=2", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/the-lake-advisor?page=2");
});

test("following a link to a legacy path in the browser lands on its new page", async ({ page }) => {
  await page.goto("/about");
  // Public pages navigate by documents (decision 014), so the server's redirect check runs on every path change.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/neighborhoods/davidson", textContent: "Davidson (old link)" });
    document.querySelector("main")?.prepend(link);
  });
  await page.getByRole("link", { name: "Davidson (old link)" }).click();
  await expect(page).toHaveURL("/neighborhood/davidson");
  await expect(page.getByRole("heading", { level: 1, name: "Living in Davidson" })).toBeVisible();
});
