import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_BUSY } from "#app/services/auth.server.ts";
import { refuseSignInsWhenBusy } from "./sign-in-busy.ts";

let full = false;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(refuseSignInsWhenBusy(() => full));
  app.all(/.*/, (req, res) => void res.send(`rendered ${req.method} ${req.path}`));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string) => fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams({ email: "a@b.test", password: "x" }) });

describe("refuseSignInsWhenBusy", () => {
  it("refuses a sign-in form post with 429 and the message while every password check is taken", async () => {
    full = true;
    const response = await post("/admin/login");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.text()).toBe(SIGN_IN_BUSY);
  });

  it("lets the page's own sign-in request, other paths and a free queue through", async () => {
    full = true;
    expect(await (await post("/admin/login.data")).text()).toBe("rendered POST /admin/login.data");
    expect(await (await fetch(`${base}/admin/login`)).text()).toBe("rendered GET /admin/login");
    expect(await (await post("/resources/contact")).text()).toBe("rendered POST /resources/contact");
    full = false;
    expect(await (await post("/admin/login")).text()).toBe("rendered POST /admin/login");
  });
});
