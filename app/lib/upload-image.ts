/** Where the editor sends an image file; answered by the admin upload endpoint. */
export const UPLOAD_ENDPOINT = "/admin/uploads";

export type UploadedImage = { url: string; width: number; height: number };

/**
 * Uploads one image for the post editor and resolves with its public URL. Rejects with the
 * server's message (or a generic one) so the caller can log it and leave its field unchanged.
 */
export async function uploadImage(file: File, fetcher: typeof fetch = fetch): Promise<UploadedImage> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetcher(UPLOAD_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isErrorPayload(payload) ? payload.error : `Upload failed (${response.status})`;
    throw new Error(message);
  }
  if (!isUploadedImage(payload)) throw new Error("Upload failed: unexpected answer");
  return payload;
}

function isErrorPayload(value: unknown): value is { error: string } {
  return typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
}

function isUploadedImage(value: unknown): value is UploadedImage {
  if (typeof value !== "object" || value === null) return false;
  const { url, width, height } = value as Partial<Record<keyof UploadedImage, unknown>>;
  return typeof url === "string" && typeof width === "number" && typeof height === "number";
}
