import { readFileSync } from "node:fs";

/**
 * The variables `npm run serve` (and so `npm start`) sets before `node server.js`, read from
 * package.json, so the measuring scripts start the server as it is deployed: among them glibc's
 * malloc tunables, without which it keeps 60–80 MB more after a load (decision 045).
 */
export const SERVED_ENVIRONMENT: Record<string, string> = Object.fromEntries(
  [...(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { serve: string } }).scripts.serve.matchAll(/(\w+)=(\S+)/g)].map(
    ([, name, value]) => [name!, value!],
  ),
);
