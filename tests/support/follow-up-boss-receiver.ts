import http from "node:http";
import type { AddressInfo } from "node:net";

export type FollowUpBossEventReceived = { body: Record<string, unknown>; headers: http.IncomingHttpHeaders };

/**
 * A local stand-in for Follow Up Boss's Events API (POST /v1/events), speaking its contract:
 * Basic auth with the API key as user and a blank password (401 otherwise), a JSON body with a
 * type and a person with an e-mail address or phone (400 otherwise), 200 for a known person and
 * 201 for a new one; and, when told to, 204 (the source's lead flow is archived), or any failing
 * status, standing in for an outage. Every accepted event is recorded with its headers.
 */
export async function startFollowUpBossReceiver({ apiKey = "fub-test-key", port = 0 }: { apiKey?: string; port?: number } = {}) {
  const received: FollowUpBossEventReceived[] = [];
  const known = new Set<string>();
  let answer: number | null = null;
  let answerMessage = "stand-in failure";
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, body?: unknown) =>
        res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" }).end(body === undefined ? undefined : JSON.stringify(body));
      if (req.method !== "POST" || req.url !== "/v1/events") return send(404, { errorMessage: "Not found" });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`) return send(401, { errorMessage: "Invalid API key" });
      if (answer !== null) return send(answer, answer === 204 ? undefined : { errorMessage: answerMessage });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { errorMessage: "Invalid JSON" });
      }
      const person = body.person as { emails?: { value: string }[]; phones?: { value: string }[] } | undefined;
      const email = person?.emails?.[0]?.value;
      if (typeof body.type !== "string" || (!email && !person?.phones?.[0]?.value)) {
        return send(400, { errorMessage: "A person with an email address or phone number is required" });
      }
      received.push({ body, headers: req.headers });
      const isNew = !known.has(email ?? "");
      known.add(email ?? "");
      send(isNew ? 201 : 200, { id: received.length, type: body.type });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    apiKey,
    received,
    /** Answer every event with this status (204: archived lead flow) and its errorMessage, or null to accept them. */
    answerWith(status: number | null, errorMessage = "stand-in failure") {
      answer = status;
      answerMessage = errorMessage;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
