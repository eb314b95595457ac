import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No WCAG 2.0 or 2.1 A or AA violation that axe-core finds on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
