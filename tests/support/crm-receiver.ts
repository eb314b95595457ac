import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedLead = { body: Record<string, unknown>; raw: string; idempotencyKey: string | undefined; signature: string | undefined };

/**
 * A local HTTP server standing in for the agent's CRM webhook. It records what it receives and
 * can be told to fail, to stand in for a CRM that is down.
 */
export async function startCrmReceiver(port = 0) {
  const received: ReceivedLead[] = [];
  let failWith: number | null = null;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      if (failWith) {
        res.writeHead(failWith).end("down");
        return;
      }
      received.push({
        body: JSON.parse(raw) as Record<string, unknown>,
        raw,
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
        signature: req.headers["x-lakefront-signature"] as string | undefined,
      });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/crm`,
    received,
    failWith(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
