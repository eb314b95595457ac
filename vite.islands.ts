import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The public pages' one script (decision 014): progressive enhancement without a client framework. */
const ISLANDS_ENTRY = "app/islands/main.ts";
const VIRTUAL_ID = "virtual:islands-entry";
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
/** Where the client build leaves the hashed file name for the server build (outside the public folder). */
const MANIFEST_NAME = "islands-entry.json";

/**
 * Adds the islands script to React Router's client build as an entry of its own, and gives the
 * server its URL through `import islandsEntryUrl from "virtual:islands-entry"`: the hashed asset in
 * a build, the source file (which Vite serves transformed) in development.
 */
export function islandsEntry(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = process.cwd();
  let clientChunkReference = "";
  const manifestPath = () => path.join(root, "build", MANIFEST_NAME);
  return {
    name: "lakefront:islands-entry",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client") {
        clientChunkReference = this.emitFile({ type: "chunk", id: path.join(root, ISLANDS_ENTRY), name: "islands" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const entry = path.join(root, ISLANDS_ENTRY);
      const chunk = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.facadeModuleId === entry);
      if (!chunk) this.error(`the client build has no chunk for ${ISLANDS_ENTRY}`);
      writeFileSync(manifestPath(), JSON.stringify({ url: `/${chunk.fileName}` }));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_VIRTUAL_ID) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${ISLANDS_ENTRY}`)};`;
      // The browser bundle (root.tsx is in it too) points at the chunk this same build emits.
      if (this.environment.name === "client") return `export default import.meta.ROLLUP_FILE_URL_${clientChunkReference};`;
      const { url } = JSON.parse(readFileSync(manifestPath(), "utf8")) as { url: string };
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
