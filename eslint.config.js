import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
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
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice's label sets its name and its hint in two lines (label > span > span).
      "jsx-a11y/label-has-associated-control": ["error", { labelComponents: ["Label"], depth: 3 }],
      // A labelled region that scrolls (a wide table) takes the focus so a keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  // A test waits for a state, never for time (issue 34).
  {
    files: ["tests/**/*.ts", "app/**/*.test.{ts,tsx}"],
    plugins: { playwright },
    rules: { "playwright/no-wait-for-timeout": "error", "playwright/no-focused-test": "error" },
  },
  // The layers of the code (README "Code layout"): each imports only from those below it.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "seed/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [importX.createNodeResolver()],
      "import-x/ignore": ["node_modules"],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
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
              from: ["app/db", "app/models", "app/services", "app/components", "app/widgets", "app/islands", "app/routes", "app/emails", "server", "seed"],
              message: "lib sits below every other layer but content.",
            },
            {
              target: "app/db",
              from: ["app/models", "app/services", "app/components", "app/widgets", "app/islands", "app/routes", "server", "seed"],
              message: "db imports only lib and content.",
            },
            {
              target: "app/models",
              from: ["app/services", "app/components", "app/widgets", "app/islands", "app/routes", "app/emails", "server"],
              message: "models import only db, lib and content.",
            },
            {
              target: "app/services",
              from: ["app/components", "app/widgets", "app/islands", "app/routes", "server", "seed"],
              message: "services run below the pages: they never import components, widgets or routes.",
            },
            {
              target: ["app/components", "app/widgets"],
              from: ["app/islands", "app/routes", "server", "seed"],
              message: "components and widgets never import the script or routes.",
            },
            {
              target: "app/widgets",
              from: ["app/db", "app/models", "app/services"],
              message: "a widget runs in the browser too: it never imports the database, models or services.",
            },
            {
              target: "app/islands",
              from: ["app/db", "app/models", "app/services", "app/routes", "server", "seed"],
              message: "the page script runs in the browser: it imports widgets and lib only.",
            },
            {
              target: "app/emails",
              from: ["app/db", "app/models", "app/services", "app/components", "app/widgets", "app/islands", "app/routes", "server", "seed"],
              message: "an e-mail template renders what it is given: it imports only lib and content.",
            },
            { target: "server", from: "app/routes", message: "the server reaches the routes through React Router's build, never a route module." },
          ],
        },
      ],
    },
  },
);
