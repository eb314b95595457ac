import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No WCAG 2.0 or 2.1 A or AA violation that axe-core finds on the page as it is now. `exclude`
 * leaves out a part that is not the site's page, such as the e-mail preview's sandboxed frame,
 * where axe-core cannot finish (it runs no script).
 */
export async function expectNoAccessibilityViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
