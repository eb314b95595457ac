/**
 * The bench's static server (issue 17): Debian's nginx serving the gzip bytes of a page with
 * gzip_static, as an unprivileged process with a generated configuration in a temporary folder,
 * on a loopback port. Installed with apt-get when missing (as root).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";

/**
 * The configuration: one worker, logs and temporary files in `dir`, `root` served as is with
 * gzip_static, and an access log line per request, since the site logs every page request too.
 * Keep-alive connections are never closed after a number of requests (Node's server does not).
 */
export function nginxConfig({ dir, port, root }: { dir: string; port: number; root: string }): string {
  return `daemon off;
worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events {
  worker_connections 1024;
}
http {
  types {
    text/html html;
  }
  default_type application/octet-stream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  access_log ${dir}/access.log;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`;
}

/** A Debian package's program, installed with apt-get when it is missing and this process may; otherwise why not. */
export function ensureFromDebian(program: string, debianPackage: string): string | null {
  if (existsSync(program)) return null;
  if (process.getuid?.() !== 0) return `${debianPackage} is not installed (apt-get install ${debianPackage} needs root)`;
  console.log(`Installing ${debianPackage} from Debian …`);
  const install = spawnSync("bash", ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage} >/dev/null`], {
    stdio: "inherit",
  });
  return install.status === 0 && existsSync(program) ? null : `apt-get could not install ${debianPackage}`;
}

export const ensureNginx = () => ensureFromDebian(NGINX, "nginx");

/** As root, every file under `dir` is handed to nobody, who runs nginx. */
function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) chownTree(file, uid, gid);
    else chownSync(file, uid, gid);
  }
}

const NOBODY = 65534;

/**
 * Starts nginx on `port` serving `root` (inside `dir`), with `prefix` (e.g. taskset) before the
 * command; as root it runs as nobody. Resolves once it answers.
 */
export async function startNginx({ dir, port, root, prefix }: { dir: string; port: number; root: string; prefix: string[] }): Promise<ChildProcess> {
  for (const folder of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, folder), { recursive: true });
  const config = path.join(dir, "nginx.conf");
  writeFileSync(config, nginxConfig({ dir, port, root }));
  const asNobody = process.getuid?.() === 0 ? ["setpriv", `--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups"] : [];
  if (asNobody.length > 0) chownTree(dir, NOBODY, NOBODY);
  const command = [...prefix, ...asNobody, NGINX, "-e", path.join(dir, "error.log"), "-p", dir, "-c", config];
  const child = spawn(command[0] ?? NGINX, command.slice(1), { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGTERM");
  const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
  throw new Error(`nginx did not start: ${stderr}${log}`.trim());
}

export async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // QUIT: a graceful stop, the worker finishing what it serves.
  child.kill("SIGQUIT");
  await exited;
}
