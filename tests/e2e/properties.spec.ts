import { expect, test } from "@playwright/test";

test("fetch-properties answers an empty list when no listings provider is configured", async ({ request }) => {
  const response = await request.post("/resources/properties", {
    data: { latitude: 35.4993, longitude: -80.8487, radius: 10, limit: 50 },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ properties: [], count: 0 });
  const bad = await request.post("/resources/properties", { data: { latitude: "x" } });
  expect(bad.status()).toBe(400);
});
