import { describe, expect, it } from "vitest";
import { UPLOAD_ENDPOINT, uploadImage } from "./upload-image.ts";

const file = new File([new Uint8Array([1, 2, 3])], "photo.png", { type: "image/png" });

function answering(status: number, body: unknown) {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetcher = (async (input: string, init: RequestInit) => {
    calls.push({ input, init });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe("uploadImage", () => {
  it("posts the file as multipart form data and resolves with the stored image", async () => {
    const { calls, fetcher } = answering(201, { url: "/media/abc/1600.webp", width: 1600, height: 900 });
    await expect(uploadImage(file, fetcher)).resolves.toEqual({ url: "/media/abc/1600.webp", width: 1600, height: 900 });
    expect(calls[0]!.input).toBe(UPLOAD_ENDPOINT);
    expect(calls[0]!.init.method).toBe("POST");
    expect((calls[0]!.init.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("rejects with the server's message when the upload is refused", async () => {
    const { fetcher } = answering(415, { error: "Only image files can be uploaded" });
    await expect(uploadImage(file, fetcher)).rejects.toThrow("Only image files can be uploaded");
  });

  it("rejects when the answer is not an uploaded image", async () => {
    const { fetcher } = answering(200, { ok: true });
    await expect(uploadImage(file, fetcher)).rejects.toThrow("unexpected answer");
  });
});
