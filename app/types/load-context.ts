import type { Db } from "#app/db/client.server.ts";
import type { Config } from "#app/services/config.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    config: Config;
    /** Per-request nonce the CSP allows for inline and module scripts. */
    cspNonce: string;
    /** The client's address as Express sees it under TRUST_PROXY (sign-in throttling). */
    clientIp: string;
  }
}
