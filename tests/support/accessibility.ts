import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No WCAG 2.0, 2.1 or 2.2 A or AA violation that axe-core finds on the page as it is now, of any
 * impact (stricter than failing on serious and critical ones only). axe-core's
 * `label-content-name-mismatch` (2.5.3 Label in Name) was long "experimental", off unless named;
 * it is turned on by name here, so it runs whatever tags a version of axe-core gives it (a rule
 * turned on runs outside the tags asked for too). `exclude` leaves out a part that is not the
 * site's page, such as the e-mail preview's sandboxed frame, where axe-core cannot finish (it runs
 * no script).
 */
export async function expectNoAccessibilityViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  // options() replaces every option set before it, so it comes first and withTags() adds runOnly to it.
  const builder = new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (exclude) builder.exclude(exclude);
  const { violations } = await builder.analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
