/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 */

/**
 * Counts from Vitest's JSON reporter (the Jest-compatible shape).
 * @param {{ numPassedTests: number, numFailedTests: number, numPendingTests?: number,
 *   numTodoTests?: number }} report
 * @returns {Counts}
 */
export function countVitest(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Counts from Playwright's JSON reporter. A flaky test passed on its retry, so it counts as passed.
 * @param {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} report
 * @returns {Counts}
 */
export function countPlaywright(report) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/**
 * A stage that failed without a failing test (a lint error, a type error, a file that does not
 * load, a server that does not start) still counts as one failure, so the summary never reads
 * "0 failed" for a red run.
 * @param {Counts} counts
 * @param {number} exitCode
 * @returns {Counts}
 */
export function settleStage(counts, exitCode) {
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

/**
 * The last line of `npm test`, read by CI.
 * @param {Counts[]} all
 */
export function summaryLine(all) {
  const passed = all.reduce((sum, counts) => sum + counts.passed, 0);
  const failed = all.reduce((sum, counts) => sum + counts.failed, 0);
  return `${passed} passed, ${failed} failed`;
}
