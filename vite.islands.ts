import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";

/** The public pages' one script (decision 014): progressive enhancement without a client framework. */
const ISLANDS_ENTRY = "app/islands/main.ts";
const VIRTUAL_ID = "virtual:islands-entry";
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
/** Where the client build leaves the hashed file name for the server build (outside the public folder). */
const MANIFEST_NAME = "islands-entry.json";
/** The module Vite wraps every dynamic import of a browser build in (its internal id). */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * The islands' one dynamic import (zod) has nothing to preload with it (`modulePreload: false`, no
 * CSS), and nothing listens for Vite's `vite:preloadError`: its wrapper, 0.5 KB gzip of the page
 * script, becomes a plain call.
 */
const plainDynamicImports: Plugin = {
  name: "lakefront:islands-plain-dynamic-imports",
  enforce: "pre",
  resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
  load: (id) => (id === PRELOAD_HELPER_ID ? "export const __vitePreload = (load) => load();" : undefined),
};

/**
 * Builds the islands script after React Router's client build, as a bundle of its own, and
 * gives the server its URL through `import islandsEntryUrl from "virtual:islands-entry"`: the
 * hashed asset in a build, the source file (which Vite serves transformed) in development.
 *
 * A separate build, not an entry of the client build: there Rollup shared its small modules
 * (constants, the sold filters…) with the admin's chunks, and a phone fetched seven scripts one
 * round trip after the first. Alone, the islands are one file plus the lazily loaded zod.
 */
export function islandsEntry(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = process.cwd();
  let outDir = "";
  const manifestPath = () => path.join(root, "build", MANIFEST_NAME);
  return {
    name: "lakefront:islands-entry",
    configResolved(config) {
      command = config.command;
      root = config.root;
      outDir = config.build.outDir;
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      const output = await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [plainDynamicImports],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          modulePreload: false,
          // Terser, not esbuild: the script (and zod's chunk) 5 % smaller under gzip, for two seconds of
          // build. Inlining only simple functions and hoisting declarations took 40 bytes more off.
          minify: "terser",
          terserOptions: { compress: { passes: 2, inline: 1, hoist_funs: true } },
          rollupOptions: {
            input: { islands: path.join(root, ISLANDS_ENTRY) },
            output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
          },
        },
      });
      const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => ("output" in result ? result.output : []));
      const entry = outputs.find((file) => file.type === "chunk" && file.isEntry);
      if (!entry) this.error(`the islands build produced no entry for ${ISLANDS_ENTRY}`);
      writeFileSync(manifestPath(), JSON.stringify({ url: `/${entry.fileName}` }));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_VIRTUAL_ID) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${ISLANDS_ENTRY}`)};`;
      const { url } = JSON.parse(readFileSync(manifestPath(), "utf8")) as { url: string };
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
