import { describe, expect, it } from 'vitest';
import { afterCrash, DEFAULT_RESTART_POLICY } from './restart-policy.mjs';

describe('afterCrash', () => {
  it('waits 1 s, doubling to at most 30 s, and gives up at the 8th quick crash in a row', () => {
    const delays = [];
    let crashes = 0;
    for (;;) {
      const next = afterCrash(DEFAULT_RESTART_POLICY, crashes, 5_000);
      crashes = next.crashesInARow;
      if (next.delayMs === null) break;
      delays.push(next.delayMs);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(crashes).toBe(8);
  });

  it('starts a new series after a child that ran for a minute', () => {
    expect(afterCrash(DEFAULT_RESTART_POLICY, 6, 60_000)).toEqual({ crashesInARow: 1, delayMs: 1_000 });
    expect(afterCrash(DEFAULT_RESTART_POLICY, 6, 59_999)).toEqual({ crashesInARow: 7, delayMs: 30_000 });
  });
});
