import { describe, expect, it } from 'vitest';
import { CLUB_POINTS_VALID_MONTHS, clubPointsExpiry } from './club-points-expiry.ts';

describe('clubPointsExpiry', () => {
  it('is the same day and time CLUB_POINTS_VALID_MONTHS months later', () => {
    const earned = new Date('2026-03-15T10:30:00Z');
    const expiry = clubPointsExpiry(earned);
    expect(expiry.toISOString()).toBe(`${2026 + CLUB_POINTS_VALID_MONTHS / 12}-03-15T10:30:00.000Z`);
  });

  it('falls back to the last day of a shorter month', () => {
    expect(clubPointsExpiry(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(clubPointsExpiry(new Date('2026-08-31T12:00:00Z')).toISOString()).toBe('2028-08-31T12:00:00.000Z');
  });
});
