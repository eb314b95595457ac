import { rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/admin.ts";
import { startServer, waitUntilServing, type ServerProcess } from "../support/server-process.ts";

/**
 * Issue 13, points 5, 12 and 14: requests a stranger can send get a clear 4xx, never a 500, store
 * nothing, and leave no visitor's details in the log. Its own server, so its log can be read.
 */
const PORT = 4394;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(tmpdir(), `lakefront-hostile-${process.pid}`);
let server: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = startServer({ PORT: String(PORT), DATA_DIR: dataDir, SITE_URL: BASE, ADMIN_EMAIL, ADMIN_PASSWORD, RATE_LIMIT_FACTOR: "100" });
  await waitUntilServing(PORT, server);
});

test.afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const visitor = { firstName: "Adaline", lastName: "Quimbly", phone: "704-555-0177", email: "adaline.quimbly@example.com", message: "Budget 2.4M, need a dock" };

function leadForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ kind: "contact", meetingType: "zoom", ...visitor, ...overrides })) form.set(name, value);
  return form;
}

const send = (pathname: string, init: RequestInit = {}) =>
  fetch(`${BASE}${pathname}`, { redirect: "manual", ...init, headers: { Origin: BASE, ...init.headers } });

test("a lead field with a NUL or another control character gets a field message, is not stored, and nothing of it is logged", async () => {
  for (const [field, value] of [
    ["firstName", "Adaline\u0000"],
    ["lastName", "Quimbly\r\nBcc: everyone@example.com"],
    ["phone", "704\u202E555-0177"],
    ["message", "Budget 2.4M\u0000, need a dock"],
  ] as const) {
    const answer = await send("/resources/contact", { method: "POST", body: leadForm({ [field]: value }) });
    expect(answer.status, field).toBe(400);
    expect(await answer.json(), field).toEqual({ ok: false, errors: { [field]: "Remove the invisible control characters" } });
  }
  const log = server.output();
  expect(log).not.toContain("Unexpected Server Error");
  for (const value of Object.values(visitor)) expect(log).not.toContain(value);
});

test("the contact endpoint takes only POST: GET and PUT answer 405 and store nothing", async () => {
  const get = await send("/resources/contact");
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  expect(await get.json()).toEqual({ error: "Method Not Allowed: use POST" });
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const answer = await send("/resources/contact", { method, body: leadForm({ email: `${method.toLowerCase()}@example.com` }) });
    expect(answer.status, method).toBe(405);
  }
  const properties = await send("/resources/properties");
  expect(properties.status).toBe(405);
  expect(properties.headers.get("allow")).toBe("POST");
});

/** fetch refuses to send TRACE, so this is a plain HTTP request. */
function rawRequest(method: string, pathname: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, method, path: pathname }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("TRACE answers 405 on any path", async () => {
  for (const pathname of ["/", "/resources/contact", "/admin/lake-advisor"]) {
    const answer = await rawRequest("TRACE", pathname);
    expect(answer, pathname).toEqual({ status: 405, allow: "GET, HEAD, POST", body: "Method Not Allowed" });
  }
});

test("GET on the admin's action-only endpoints: 401 without a session, 405 with one; an upload named with a NUL is refused clearly", async () => {
  for (const pathname of ["/admin/scrape", "/admin/uploads"]) expect((await send(pathname)).status, pathname).toBe(401);

  const signIn = await send("/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin/lake-advisor" }),
  });
  expect(signIn.status).toBe(302);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  for (const pathname of ["/admin/scrape", "/admin/uploads"]) {
    const answer = await send(pathname, { headers: { Cookie: cookie } });
    expect(answer.status, pathname).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
  }

  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2b6a8f" } })
    .jpeg()
    .toBuffer();
  const upload = new FormData();
  upload.set("file", new File([new Uint8Array(photo)], "dock\u0000.jpg", { type: "image/jpeg" }));
  const answer = await send("/admin/uploads", { method: "POST", body: upload, headers: { Cookie: cookie } });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({ error: "Rename the file: its name has invisible control characters" });
  expect(server.output()).not.toMatch(/"level":50/);
});

test("after all of that, no lead was stored", async () => {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    expect(await database.db.$count(leads)).toBe(0);
  } finally {
    await database.close();
  }
});
