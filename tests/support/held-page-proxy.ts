import http from "node:http";
import type { AddressInfo } from "node:net";

export type HeldPageProxy = {
  /** The proxy's origin: open the held page at `${origin}${path}`. */
  origin: string;
  /** Sends the rest of the held page. */
  release(): void;
  close(): Promise<void>;
};

/** Headers a proxy that hands on decoded bodies must not copy. */
const HOP_HEADERS = new Set(["connection", "content-encoding", "content-length", "keep-alive", "transfer-encoding"]);

/**
 * An HTTP proxy on a free loopback port to the site at `target`, for a page that arrives slowly:
 * `path`'s document is sent up to the first `holdBefore` and the rest only on release(), as a slow
 * network would leave it half-parsed. Every other request passes straight through.
 */
export async function startHeldPageProxy(target: string, path: string, holdBefore: string): Promise<HeldPageProxy> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? "/", target), { headers: { accept: req.headers.accept ?? "*/*" }, redirect: "manual" });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !HOP_HEADERS.has(name)));
      const body = Buffer.from(await upstream.arrayBuffer());
      if (req.url !== path) {
        res.writeHead(upstream.status, headers).end(body);
        return;
      }
      const html = body.toString("utf8");
      const at = html.indexOf(holdBefore);
      if (at < 0) throw new Error(`${path} has no ${holdBefore}`);
      res.writeHead(upstream.status, headers);
      res.write(html.slice(0, at));
      await released;
      res.end(html.slice(at));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
