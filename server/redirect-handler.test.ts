import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRedirectTable, type RedirectTable } from "#app/lib/redirects.ts";
import { redirectHandler } from "./redirect-handler.ts";

let server: http.Server;
let base: string;
let table: RedirectTable = buildRedirectTable([{ fromPath: "/neighborhoods", toPath: "/neighborhood", match: "prefix", status: 301 }]);
/** A version check the handler must wait for, as after a write on this instance. */
let pending: Promise<unknown> | undefined;
/** How many requests have asked for the version check. */
let asked = 0;

beforeAll(async () => {
  const app = express();
  app.use(
    redirectHandler({
      table: () => table,
      fresh: () => {
        asked += 1;
        return pending;
      },
    }),
  );
  app.use((_req, res) => void res.send("page"));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const answerOf = async (path: string, method = "GET") => {
  const response = await fetch(`${base}${path}`, { method, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
};

describe("redirectHandler", () => {
  it("answers a GET or HEAD of a redirected path with the rule's status, keeping the query string", async () => {
    expect(await answerOf("/neighborhoods/davidson?utm_source=x&b=2")).toEqual({ status: 301, location: "/neighborhood/davidson?utm_source=x&b=2" });
    expect(await answerOf("/neighborhoods", "HEAD")).toEqual({ status: 301, location: "/neighborhood" });
  });

  it("sends a chain of rules to its end in one hop, temporary when any rule on the way is", async () => {
    const before = table;
    table = buildRedirectTable([
      { fromPath: "/a", toPath: "/b", match: "exact", status: 301 },
      { fromPath: "/b", toPath: "/neighborhoods/davidson", match: "exact", status: 302 },
      { fromPath: "/neighborhoods", toPath: "/neighborhood", match: "prefix", status: 301 },
    ]);
    try {
      expect(await answerOf("/a?x=1")).toEqual({ status: 302, location: "/neighborhood/davidson?x=1" });
    } finally {
      table = before;
    }
  });

  it("passes other methods and paths on", async () => {
    expect(await answerOf("/neighborhoods", "POST")).toEqual({ status: 200, location: null });
    expect(await answerOf("/about")).toEqual({ status: 200, location: null });
  });

  it("waits for a pending check and answers from the table it read", async () => {
    let settle = () => {};
    pending = new Promise<void>((resolve) => (settle = resolve));
    let answered = false;
    const before = asked;
    const answer = answerOf("/sale").finally(() => (answered = true));
    await vi.waitFor(() => expect(asked).toBe(before + 1));
    expect(answered).toBe(false);
    table = buildRedirectTable([{ fromPath: "/sale", toPath: "/sold-properties", match: "exact", status: 302 }]);
    pending = undefined;
    settle();
    expect(await answer).toEqual({ status: 302, location: "/sold-properties" });
  });
});
