import net from "node:net";
import type { AddressInfo } from "node:net";

export type TcpProxy = {
  port: number;
  /** An outage: every open connection is cut and every new one closed at once, until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on a free loopback port to `target`, for a database outage that leaves the real
 * database running for everyone else.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      cutAll();
    },
    restore() {
      down = false;
    },
    close() {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
