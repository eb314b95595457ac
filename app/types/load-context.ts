import type { Db } from "#app/db/client.server.ts";
import type { Config } from "#app/services/config.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    config: Config;
    /** Per-request nonce the CSP allows for inline and module scripts. */
    cspNonce: string;
  }
}
