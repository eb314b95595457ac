import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsEntry } from "./vite.islands.ts";
import { precompressAssets } from "./vite.precompress.ts";
import { renderWorkerEntry } from "./vite.render-worker.ts";

/** The build's date, the same in both builds: the accessibility page shows it as its last passing check. */
const BUILD_DATE = new Date().toISOString();

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_DATE__: JSON.stringify(BUILD_DATE) },
  build: {
    // The server bundle's entry is our Express app, so the whole server (routes, database,
    // outbox) is one module graph with one database client.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter(), islandsEntry(), precompressAssets(), renderWorkerEntry()],
}));
