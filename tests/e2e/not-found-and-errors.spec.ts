import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with a way home, and logs the path", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/nope");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => messages.some((text) => text.includes("/nope"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("unknown deep paths are 404 too, inside the site shell", async ({ request }) => {
  const response = await request.get("/neighborhood/davidson/extra/bits");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain("WORK WITH MEREDITH");
});

test("a missing neighborhood is a 404 with its own message", async ({ page }) => {
  const response = await page.goto("/neighborhood/atlantis");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Neighborhood Not Found" })).toBeVisible();
  await expect(page.getByText("The neighborhood you're looking for doesn't exist")).toBeVisible();
});

test("a missing post is a 404 that says so", async ({ page }) => {
  const response = await page.goto("/the-lake-advisor/no-such-post");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  await expect(page.locator("[data-toaster-region='toast']").filter({ hasText: "Post not found" })).toBeVisible();
});

test("a routing failure shows the error fallback with the status text", async ({ request }) => {
  const response = await request.post("/about", { form: { anything: "x" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("405 Method Not Allowed");
  expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
});

test("a malformed path is a 404 page, never a server error or a stack trace", async ({ request }) => {
  for (const path of ["/%E0%A4%A", "/the-lake-advisor/%E0%A4%A"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("URIError");
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
  }
});
