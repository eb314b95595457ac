import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "reports/", "test-results/", "playwright-report/", ".e2e-data-*/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  // The layers of the code (README "Code layout"): each imports only from those below it.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "seed/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver()], "import-x/ignore": ["node_modules"], "import-x/extensions": [".ts", ".tsx", ".js"], "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "app/content", from: "app", except: ["content"], message: "content is a leaf: it imports nothing of the app." },
            { target: "app/content", from: ["server", "seed"], message: "content is a leaf: it imports nothing of the app." },
            {
              target: "app/lib",
              from: ["app/db", "app/models", "app/services", "app/components", "app/widgets", "app/islands", "app/routes", "server", "seed"],
              message: "lib sits below every other layer but content.",
            },
            {
              target: "app/db",
              from: ["app/models", "app/services", "app/components", "app/widgets", "app/islands", "app/routes", "server", "seed"],
              message: "db imports only lib and content.",
            },
            {
              target: "app/models",
              from: ["app/services", "app/components", "app/widgets", "app/islands", "app/routes", "server"],
              message: "models import only db, lib and content.",
            },
            { target: ["app/components", "app/widgets"], from: ["app/routes", "server"], message: "components never import routes." },
          ],
        },
      ],
    },
  },
);
