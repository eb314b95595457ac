/**
 * Sums the Vitest and Playwright JSON reports (and the typecheck/lint/build checks counted by
 * scripts/test.sh) into the one closing line CI reads: "N passed, N failed".
 * A missing report means its suite never ran, which counts as a failure.
 */
import { existsSync, readFileSync } from "node:fs";

type Tally = { passed: number; failed: number };

/** A file that fails before its tests run (say, in beforeAll) fails no test: count the file. */
function vitestTally(report: { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number; success: boolean }): Tally {
  const failed = report.numFailedTests > 0 || report.success ? report.numFailedTests : Math.max(1, report.numFailedTestSuites);
  return { passed: report.numPassedTests, failed };
}

function playwrightTally(report: { stats: { expected: number; unexpected: number; flaky: number }; errors?: unknown[] }): Tally {
  const errors = report.errors?.length ?? 0;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected + errors };
}

const total: Tally = {
  passed: Number(process.env.CHECKS_PASSED ?? 0),
  failed: Number(process.env.CHECKS_FAILED ?? 0),
};

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}: that suite did not run`);
    total.failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  const tally = "stats" in report ? playwrightTally(report) : vitestTally(report);
  total.passed += tally.passed;
  total.failed += tally.failed;
}

console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
