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

test("in-app navigation to a legacy path is redirected in the browser", async ({ page }) => {
  await page.goto("/about");
  const documentRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentRequests.push(request.url());
  });
  await page.evaluate(async () => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    await router.navigate("/neighborhoods/davidson");
  });
  await expect(page).toHaveURL("/neighborhood/davidson");
  await expect(page.getByRole("heading", { level: 1, name: "Living in Davidson" })).toBeVisible();
  expect(documentRequests).toEqual([]);
});
