import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/admin.ts";

const UPLOAD = "/admin/uploads";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A photo-like JPEG of the given size, made here so the test owns its input. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a6b8c", noise: { type: "gaussian", mean: 120, sigma: 35 } } })
    .jpeg()
    .toBuffer();

/** Posts one file the way the editor's uploadImage does: multipart field `file`, from this site. */
function upload(request: APIRequestContext, baseURL: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  return request.post(UPLOAD, { multipart: { file }, headers: { Origin: baseURL, Accept: "application/json" } });
}

test("an anonymous upload is refused with 401", async ({ request, baseURL }) => {
  const response = await upload(request, baseURL!, { name: "lake.jpg", mimeType: "image/jpeg", buffer: await photo(800, 600) });
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: "Unauthorized" });
  expect((await request.get(UPLOAD)).status()).toBe(401);
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("an image is accepted and served as WebP variants with a year-long immutable cache", async ({ page, baseURL }) => {
    const response = await upload(page.request, baseURL!, {
      name: "dock-at-sunset.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(2400, 1600),
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body).toEqual({ url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/1600\.webp$/), width: 1600, height: 1067 });

    for (const width of [480, 960, 1600]) {
      const image = await page.request.get(body.url.replace("/1600.webp", `/${width}.webp`));
      expect(image.status()).toBe(200);
      const headers = image.headers();
      expect(headers["content-type"]).toBe("image/webp");
      expect(headers["cache-control"]).toBe(IMMUTABLE);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      const metadata = await sharp(await image.body()).metadata();
      expect([metadata.format, metadata.width]).toEqual(["webp", width]);
    }

    // A person sees the uploaded image rendered by the browser.
    await page.setContent(`<img alt="Dock at sunset" src="${baseURL}${body.url}">`);
    const rendered = page.getByRole("img", { name: "Dock at sunset" });
    await expect(rendered).toBeVisible();
    await expect.poll(() => rendered.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  });

  test("a file that is not an image is refused with its message, whatever its name says", async ({ page, baseURL }) => {
    const response = await upload(page.request, baseURL!, {
      name: "hero.png",
      mimeType: "image/png",
      buffer: Buffer.from("These are my notes, not a picture.\n"),
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toEqual({ error: "Only image files can be uploaded" });
    // The endpoint takes POSTs only.
    const get = await page.request.get(UPLOAD);
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST");
  });

  test("an SVG is refused, since it can carry scripts", async ({ page, baseURL }) => {
    const response = await upload(page.request, baseURL!, {
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toEqual({ error: "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded" });
  });

  test("an upload over 10 MB is refused with the size message", async ({ page, baseURL }) => {
    const response = await upload(page.request, baseURL!, {
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 100 * 1024),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: "Images must be 10 MB or smaller" });
  });
});

test("unknown media and paths outside the media store are 404", async ({ request }) => {
  const unknown = await request.get("/media/0b7f8c1e-6a2d-4f3b-9c4e-5d6a7b8c9d0e/480.webp");
  expect(unknown.status()).toBe(404);
  for (const path of [
    "/media/..%2Fsession-secret",
    "/media/%2e%2e/session-secret",
    "/media/%2e%2e/db/PG_VERSION",
    "/media/..%2F..%2Fsession-secret",
    "/media/",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain("secret");
  }
});
