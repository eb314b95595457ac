import type http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.ts";
import { siteSettingsSeed } from "#app/content/site.ts";
import { propertySearchOrigins } from "#app/lib/site-settings-schema.ts";
import { assignCspNonce, securityHeaders, trimHeadersForFile } from "./security-headers.ts";

describe("security headers on documents and on the files they load", () => {
  let dir = "";
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "lakefront-headers-"));
    writeFileSync(path.join(dir, "app.css"), "body{margin:0}");
    writeFileSync(path.join(dir, "islands.js"), "export {};".repeat(200));
    writeFileSync(path.join(dir, "islands.js.br"), zlib.brotliCompressSync("export {};".repeat(200)));
    writeFileSync(path.join(dir, "hero-750w.webp"), Buffer.from("RIFF0000WEBP"));
    writeFileSync(path.join(dir, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = express();
    app.use(assignCspNonce);
    app.use(securityHeaders({ isProduction: true, siteUrl: "https://lakefront.example", frameOrigins: () => propertySearchOrigins(siteSettingsSeed) }));
    app.use("/assets", precompressedAssets(dir));
    app.use("/assets", express.static(dir, { setHeaders: trimHeadersForFile }));
    app.get("/", (_req, res) => {
      res.type("html").send("<!doctype html><title>Home</title>");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives a document the whole set", async () => {
    const { headers } = await fetch(`${base}/`);
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("keeps only what a stylesheet, script or picture heeds, served plain or precompressed", async () => {
    for (const [file, encoding] of [
      ["app.css", "identity"],
      ["islands.js", "br"],
      ["hero-750w.webp", "identity"],
    ] as const) {
      const { headers } = await fetch(`${base}/assets/${file}`, { headers: { "Accept-Encoding": encoding } });
      expect(headers.get("content-encoding") ?? "identity", file).toBe(encoding);
      expect(headers.get("content-security-policy"), file).toBeNull();
      expect(headers.get("x-frame-options"), file).toBeNull();
      expect(headers.get("cross-origin-opener-policy"), file).toBeNull();
      expect(headers.get("x-content-type-options"), file).toBe("nosniff");
      expect(headers.get("cross-origin-resource-policy"), file).toBe("same-origin");
      expect(headers.get("strict-transport-security"), file).toContain("max-age=");
      expect(headers.get("referrer-policy"), file).toBe("strict-origin-when-cross-origin");
    }
  });

  it("keeps the policy on an SVG, which a browser may open as a document", async () => {
    const { headers } = await fetch(`${base}/assets/logo.svg`);
    expect(headers.get("content-security-policy")).toContain("script-src");
  });
});
