import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRequestBody } from "./body-limit.ts";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBody(1000));
  app.post("/echo", express.text(), (req, res) => {
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
