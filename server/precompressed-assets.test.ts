import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.ts";

const CSS = `.page{color:#0f2a3d}\n`.repeat(200);
const SCRIPT = `export const answer = 42;\n`.repeat(100);

/** Raw HTTP, so the body arrives as sent (fetch would decode it). */
function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressedAssets", () => {
  let dir = "";
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "lakefront-assets-"));
    writeFileSync(path.join(dir, "app-1a2b.css"), CSS);
    // Marked copies: a response can only come from the file the test expects.
    writeFileSync(path.join(dir, "app-1a2b.css.br"), zlib.brotliCompressSync(`${CSS}/* br */`));
    writeFileSync(path.join(dir, "app-1a2b.css.gz"), zlib.gzipSync(`${CSS}/* gz */`));
    writeFileSync(path.join(dir, "islands-3c4d.js"), SCRIPT);
    writeFileSync(path.join(dir, "islands-3c4d.js.gz"), zlib.gzipSync(SCRIPT));
    writeFileSync(path.join(dir, "plain-5e6f.js"), SCRIPT);
    const app = express();
    app.use(compression());
    // Relative, as the server names the build.
    app.use("/assets", precompressedAssets(path.relative(process.cwd(), dir)));
    app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends the brotli copy to a browser that accepts it, typed and cached like the file", async () => {
    const response = await get(`${base}/app-1a2b.css`, "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(`${CSS}/* br */`);
  });

  it("sends the gzip copy where brotli is not accepted or there is none", async () => {
    const css = await get(`${base}/app-1a2b.css`, "gzip");
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(css.body).toString()).toBe(`${CSS}/* gz */`);
    const script = await get(`${base}/islands-3c4d.js`, "br, gzip");
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(zlib.gunzipSync(script.body).toString()).toBe(SCRIPT);
  });

  it("leaves a client that accepts no coding, and a file without copies, to the static files", async () => {
    const identity = await get(`${base}/app-1a2b.css`);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(CSS);
    expect(identity.headers["vary"]).toBe("Accept-Encoding");
    const plain = await get(`${base}/plain-5e6f.js`, "br");
    // Compressed on the fly instead, from the file itself.
    expect(plain.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(plain.body).toString()).toBe(SCRIPT);
    expect((await get(`${base}/missing-7a8b.css`, "br")).status).toBe(404);
  });
});
