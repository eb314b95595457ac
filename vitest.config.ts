import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const dbTests = ["**/*.db.test.ts"];
const domTests = ["app/widgets/**/*.test.tsx"];
/** Tests that start processes of their own (a script, with its own database): slow, kept out of the unit project. */
const processTests = ["**/*.process.test.ts"];
const exclude = ["node_modules/**", "build/**", "tests/e2e/**", ".e2e-data-*/**"];

/**
 * Unit tests, the widgets' DOM tests, the process tests, then the database tests on a PGlite
 * template cloned per file, and the same database tests again on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where the
    // database tests wait on PostgreSQL and scrypt often enough for two to finish a third sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: "unit", include: ["**/*.test.ts"], exclude: [...exclude, ...dbTests, ...domTests, ...processTests] } },
      { test: { name: "process", include: processTests, exclude, testTimeout: 60_000 } },
      // The public widgets' custom elements, on their server markup in a DOM.
      { test: { name: "dom", include: domTests, exclude, environment: "happy-dom" } },
      {
        test: {
          name: "db-pglite",
          include: dbTests,
          exclude,
          globalSetup: "tests/setup/database-template.ts",
          env: { TEST_DB_DRIVER: "pglite", LOG_LEVEL: "error" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "db-postgres",
                include: dbTests,
                exclude,
                globalSetup: "tests/setup/database-template.ts",
                env: { TEST_DB_DRIVER: "postgres", LOG_LEVEL: "error" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
