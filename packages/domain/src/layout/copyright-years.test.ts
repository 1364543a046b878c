import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright-years.ts';

describe('copyrightYears', () => {
  it('runs from 1999 to the current year', () => {
    expect(copyrightYears(new Date('2026-06-01T12:00:00Z'))).toBe('1999–2026');
    expect(copyrightYears(new Date('2000-01-01T00:00:00Z'))).toBe('1999–2000');
  });

  it('shows one year in the first year', () => {
    expect(copyrightYears(new Date('1999-07-01T00:00:00Z'))).toBe('1999');
  });

  it('takes the year in UTC', () => {
    expect(copyrightYears(new Date('2026-12-31T23:30:00-02:00'))).toBe('1999–2027');
  });
});
