import { describe, expect, it } from "vitest";
import { nginxConfig } from "./bench-nginx.ts";

describe("the bench's nginx configuration", () => {
  const config = nginxConfig({ dir: "/tmp/bench-nginx", port: 3475, root: "/tmp/bench-nginx/root" });

  it("runs one worker in the foreground with every file it writes in its folder", () => {
    for (const line of [
      "daemon off;",
      "worker_processes 1;",
      "error_log /tmp/bench-nginx/error.log;",
      "pid /tmp/bench-nginx/nginx.pid;",
      "access_log /tmp/bench-nginx/access.log;",
    ]) {
      expect(config).toContain(line);
    }
    for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) expect(config).toContain(`${kind}_temp_path /tmp/bench-nginx/${kind};`);
  });

  it("serves the gzip copies of the pages on loopback", () => {
    expect(config).toContain("gzip_static on;");
    expect(config).toContain("listen 127.0.0.1:3475;");
    expect(config).toContain("root /tmp/bench-nginx/root;");
    expect(config).toContain("text/html html;");
  });
});
