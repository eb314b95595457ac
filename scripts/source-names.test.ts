import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const SOURCE_ROOTS = ["app", "server", "seed", "scripts", "tests/support", "tests/setup"];
const TEST_FILE = /\.(test|spec|db\.test)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** `lead-form.tsx` and `lead-form.ts`, or `app/lib/media.ts` and `app/services/media.server.ts`. */
const stem = (file: string) =>
  path
    .basename(file)
    .replace(/\.(server|worker)?\.?tsx?$/, "")
    .replace(/\.server$/, "");

it("no two source files share a name stem, whatever their folders", () => {
  const byStem = new Map<string, string[]>();
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(root))) byStem.set(stem(file), [...(byStem.get(stem(file)) ?? []), file]);
  expect([...byStem.values()].filter((files) => files.length > 1)).toEqual([]);
});
