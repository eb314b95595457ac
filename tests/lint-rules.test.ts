import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

// The layers of the README's "Code layout" hold because `npm run lint` refuses what crosses them:
// a file is linted as if it stood where a new one would.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

describe("npm run lint keeps the layers", () => {
  // ESLint's first file loads its parser and resolver once, seconds on a busy machine: not part of any rule's case.
  beforeAll(() => eslint.lintText("", { filePath: "app/services/warm-up.server.ts" }));

  test.each([
    [
      "a service importing a route module",
      "app/services/new-thing.server.ts",
      'import { loader } from "#app/routes/admin/posts-page.tsx";\nexport const x = loader;\n',
    ],
    [
      "a service importing a component",
      "app/services/new-thing.server.ts",
      'import { Button } from "#app/components/ui/button.tsx";\nexport const x = Button;\n',
    ],
    [
      "a widget importing the database client",
      "app/widgets/new-widget/new-widget.tsx",
      'import { queryRows } from "#app/db/client.server.ts";\nexport const x = queryRows;\n',
    ],
    [
      "a widget importing a model",
      "app/widgets/new-widget/new-widget.tsx",
      'import { readSiteSettings } from "#app/models/site-settings.server.ts";\nexport const x = readSiteSettings;\n',
    ],
    [
      "a component importing a route module",
      "app/components/new-thing.tsx",
      'import { loader } from "#app/routes/admin/posts-page.tsx";\nexport const x = loader;\n',
    ],
    ["the server importing a route module", "server/new-thing.ts", 'import { loader } from "#app/routes/admin/posts-page.tsx";\nexport const x = loader;\n'],
    [
      "a model importing a service",
      "app/models/new-thing.server.ts",
      'import { getConfig } from "#app/services/config.server.ts";\nexport const x = getConfig;\n',
    ],
  ])("refuses %s", async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  test("lets a route import a service and a widget import a component", async () => {
    expect(
      await layerErrors(
        "app/routes/new-page.tsx",
        'import { Button } from "#app/components/ui/button.tsx";\nimport { queryRows } from "#app/db/client.server.ts";\nexport const x = [Button, queryRows];\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors("app/widgets/new-widget/new-widget.tsx", 'import { Button } from "#app/components/ui/button.tsx";\nexport const x = Button;\n'),
    ).toEqual([]);
  });
});

describe("npm run lint keeps tests off the clock", () => {
  test("refuses a test that waits a fixed time", async () => {
    const [result] = await eslint.lintText(
      'import { test } from "@playwright/test";\ntest("x", async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n',
      {
        filePath: "tests/e2e/new-journey.spec.ts",
      },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual(["playwright/no-wait-for-timeout"]);
  });
});
