import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this, the encoding header costs about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every text file of the client
 * build's assets/, once, after the islands script is written (closeBundle runs after every
 * writeBundle). The server sends them as they are (server/precompressed-assets.ts): about 15 %
 * smaller than what on-the-fly compression at a per-request cost can afford (decision 017).
 */
export function precompressAssets(): Plugin {
  return {
    name: "lakefront:precompress-assets",
    apply: "build",
    async closeBundle() {
      if (this.environment.name !== "client") return;
      const { root, build } = this.environment.config;
      const assetsDir = path.resolve(root, build.outDir, build.assetsDir);
      const files = readdirSync(assetsDir).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assetsDir, name);
          const body = readFileSync(file);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          writeFileSync(`${file}.br`, br);
          writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
