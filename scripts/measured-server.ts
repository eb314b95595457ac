import { readFileSync } from "node:fs";

/**
 * The variables `npm run serve` (and so `npm start`) sets before `node server.js`, read from
 * package.json, so the measuring scripts start the server as it is deployed: among them glibc's
 * malloc tunables, without which it keeps 60–80 MB more after a load (decision 045).
 */
export const SERVED_ENVIRONMENT: Record<string, string> = Object.fromEntries(
  [
    ...(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: { serve: string } }).scripts.serve.matchAll(/(\w+)=(\S+)/g),
  ].map(([, name, value]) => [name!, value!]),
);

/**
 * The environment of a server started to be measured: as deployed, on `port` and a fresh
 * `dataDir`, on the embedded database, with no CRM, webhook or mail to deliver to, logging warnings only.
 */
export function measuredServerEnvironment({ port, dataDir }: { port: number; dataDir: string }): Record<string, string> {
  return {
    ...SERVED_ENVIRONMENT,
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: "",
    CRM_WEBHOOK_URL: "",
    FOLLOW_UP_BOSS_API_KEY: "",
    SMTP_URL: "",
    LEAD_NOTIFY_EMAIL: "",
    LOG_LEVEL: "warn",
  };
}

/** The resident memory (VmRSS) of process `pid`, in MB. */
export function residentMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return Math.round(kb / 1024);
}
