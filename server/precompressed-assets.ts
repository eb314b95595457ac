import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding, type Encoding } from "./content-encoding.ts";
import { trimHeadersForFile } from "./security-headers.ts";

const SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

/**
 * Serves the build's precompressed copies (`app.css.br`, `app.css.gz`, written by
 * vite.precompress.ts) to a client that accepts them; anything else falls through to the static
 * files, compressed on the fly if at all. The copies are listed once: the build does not change
 * under a running server. Immutable, like the hashed files they stand for.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const dir = path.resolve(assetsDir);
  const available = new Map<string, Encoding[]>();
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const encodings = (["br", "gzip"] as const).filter((encoding) => existsSync(path.join(dir, name + SUFFIX[encoding])));
    if (encodings.length > 0) available.set(name, [...encodings, "identity"]);
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encodings = available.get(req.path.slice(1));
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req, encodings);
    if (encoding === "identity") return next();
    res.type(path.extname(req.path));
    trimHeadersForFile(res, req.path);
    // Set only once the file is being sent, so an error page is not labelled as compressed.
    const headers = { "Content-Encoding": encoding };
    res.sendFile(path.join(dir, req.path.slice(1) + SUFFIX[encoding]), { maxAge: "1y", immutable: true, acceptRanges: false, headers }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
