import { describe, expect, it } from 'vitest';
import { monthRangePeriod, monthsIn, quarterOf, quarterPeriod } from './report-period.ts';

describe('quarterPeriod', () => {
  it('spans the three months of the quarter, the end exclusive', () => {
    expect(quarterPeriod('2026-Q3')).toEqual({
      from: new Date('2026-07-01T00:00:00Z'),
      to: new Date('2026-10-01T00:00:00Z'),
    });
    expect(quarterPeriod('2025-Q4')?.to).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('refuses what is not a quarter', () => {
    expect(quarterPeriod('2026-Q5')).toBeNull();
    expect(quarterPeriod('2026-3')).toBeNull();
    expect(quarterPeriod('')).toBeNull();
  });
});

describe('monthRangePeriod', () => {
  it('includes both months', () => {
    const period = monthRangePeriod('2025-11', '2026-02');
    expect(period).toEqual({ from: new Date('2025-11-01T00:00:00Z'), to: new Date('2026-03-01T00:00:00Z') });
    expect(period && monthsIn(period)).toBe(4);
  });

  it('refuses a reversed range or a bad month', () => {
    expect(monthRangePeriod('2026-03', '2026-02')).toBeNull();
    expect(monthRangePeriod('2026-13', '2026-12')).toBeNull();
  });
});

describe('quarterOf', () => {
  it('names the quarter of a moment in UTC', () => {
    expect(quarterOf(new Date('2026-09-30T23:59:59Z'))).toBe('2026-Q3');
    expect(quarterOf(new Date('2026-10-01T00:00:00Z'))).toBe('2026-Q4');
  });
});
