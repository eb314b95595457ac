import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fetchRequestOf, sendFetchResponse } from "./fetch-exchange.ts";

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(async (req, res) => {
    const request = fetchRequestOf(req, res);
    const body = request.body ? await request.text() : null;
    const headers = new Headers({ "Content-Type": "application/json" });
    headers.append("Set-Cookie", "a=1");
    headers.append("Set-Cookie", "b=2");
    await sendFetchResponse(
      res,
      new Response(JSON.stringify({ url: request.url, method: request.method, body, accept: request.headers.get("accept") }), { status: 201, headers }),
    );
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so the path is sent exactly as written. */
function send(
  path: string,
  init: { method?: string; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/`, { path, method: init.method ?? "GET", headers: { accept: "text/html" } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

it("hands the handler the request as sent, its body included, and sends back its status, headers and body", async () => {
  const answer = await send("/about?x=1", { method: "POST", body: "name=Ann" });
  expect(answer.status).toBe(201);
  expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
  expect(answer.json).toEqual({ url: `${origin}/about?x=1`, method: "POST", body: "name=Ann", accept: "text/html" });
});

it("keeps a path that begins with two slashes on this host", async () => {
  const answer = await send("//evil.example/x");
  expect(answer.json.url).toBe(`${origin}//evil.example/x`);
});
