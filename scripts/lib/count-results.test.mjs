import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, settleStage, summaryLine } from './count-results.mjs';

describe('counting test results', () => {
  it('reads passed, failed and skipped from a Vitest JSON report', () => {
    const report = { numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 };
    expect(countVitest(report)).toEqual({ passed: 7, failed: 2, skipped: 2 });
  });

  it('counts a flaky Playwright test, which passed on retry, as passed', () => {
    const report = { stats: { expected: 4, unexpected: 1, flaky: 2, skipped: 3 } };
    expect(countPlaywright(report)).toEqual({ passed: 6, failed: 1, skipped: 3 });
  });

  it('counts a stage that failed without a failing test as one failure', () => {
    expect(settleStage({ passed: 5, failed: 0, skipped: 0 }, 1)).toEqual({
      passed: 5,
      failed: 1,
      skipped: 0,
    });
    expect(settleStage({ passed: 5, failed: 2, skipped: 0 }, 1)).toEqual({
      passed: 5,
      failed: 2,
      skipped: 0,
    });
    expect(settleStage({ passed: 5, failed: 0, skipped: 0 }, 0)).toEqual({
      passed: 5,
      failed: 0,
      skipped: 0,
    });
  });

  it('sums the stages into the one line CI reads', () => {
    const stages = [
      { passed: 3, failed: 0, skipped: 0 },
      { passed: 10, failed: 2, skipped: 1 },
    ];
    expect(summaryLine(stages)).toBe('13 passed, 2 failed');
    expect(summaryLine([])).toBe('0 passed, 0 failed');
  });
});
