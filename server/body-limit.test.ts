import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRequestBody } from "./body-limit.ts";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBody(1000, [{ path: "/upload", maxBytes: 5000, tooLargeError: "Images must be small" }]));
  app.post("/echo", express.text(), (req, res) => {
    res.send(`got ${String(req.body).length}`);
  });
  app.all("/upload", express.text(), (req, res) => {
    res.send(`got ${String(req.body).length}`);
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("limitRequestBody", () => {
  it("lets a body within the limit through", async () => {
    const response = await fetch(`${base}/echo`, { method: "POST", body: "x".repeat(1000), headers: { "content-type": "text/plain" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("got 1000");
  });

  it("refuses a larger body with 413 before reading it", async () => {
    const response = await fetch(`${base}/echo`, { method: "POST", body: "x".repeat(1001), headers: { "content-type": "text/plain" } });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Request body too large.");
  });

  it("refuses a chunked body of unknown length with 411", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("hello"));
        controller.close();
      },
    });
    const response = await fetch(`${base}/echo`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(411);
  });
});

describe("limitRequestBody's exception for one path", () => {
  const send = (path: string, length: number, method = "POST") =>
    fetch(`${base}${path}`, { method, body: "x".repeat(length), headers: { "content-type": "text/plain" } });

  it("lets a POST to that path carry up to its own limit, however the path is spelled", async () => {
    for (const path of ["/upload", "/Upload", "/upload/"]) {
      const response = await send(path, 5000);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe("got 5000");
    }
  });

  it("refuses more than that with its JSON message", async () => {
    const response = await send("/upload", 5001);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Images must be small" });
  });

  it("answers a browser's form post without JavaScript with a page of that message and a way back, not JSON as text", async () => {
    const response = await fetch(`${base}/upload`, {
      method: "POST",
      body: "x".repeat(5001),
      headers: { "content-type": "text/plain", accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("<title>File too large</title>");
    expect(page).toContain("<p>Images must be small</p>");
    expect(page).toContain('<a href="/upload">Back</a>');
  });

  it("keeps the site-wide limit for other paths and other methods", async () => {
    expect((await send("/echo", 1001)).status).toBe(413);
    expect((await send("/upload/more", 1001)).status).toBe(413);
    expect((await send("/upload", 1001, "PUT")).status).toBe(413);
  });

  it("still refuses a chunked body there", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("hello"));
        controller.close();
      },
    });
    const response = await fetch(`${base}/upload`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(411);
  });
});
