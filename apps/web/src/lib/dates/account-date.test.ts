import { describe, expect, it } from 'vitest';
import { accountDate } from './account-date.ts';

describe('accountDate', () => {
  it('writes the day in UTC, whatever the time zone', () => {
    expect(accountDate('2026-01-10T23:30:00.000Z')).toBe('10 January 2026');
    expect(accountDate('2027-03-01')).toBe('1 March 2027');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(accountDate('soon')).toBe('soon');
  });
});
