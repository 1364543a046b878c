import { describe, expect, it } from 'vitest';
import { clubPointsBalance } from './club-points-balance.ts';

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const earn = (points: number, on: string, lapses: string) => ({
  points,
  createdAt: at(on),
  expiresAt: at(lapses),
});
const spend = (points: number, on: string) => ({ points: -points, createdAt: at(on), expiresAt: null });

describe('clubPointsBalance', () => {
  it('adds earnings and subtracts spendings', () => {
    const balance = clubPointsBalance(
      [earn(100, '2026-01-01', '2028-01-01'), spend(30, '2026-02-01')],
      at('2026-03-01'),
    );
    expect(balance).toEqual({ points: 70, nextExpiry: { date: at('2028-01-01'), points: 70 } });
  });

  it('does not count lapsed points, and does not take points spent before they lapsed twice', () => {
    const entries = [
      earn(100, '2024-01-01', '2026-01-01'),
      spend(60, '2025-06-01'),
      earn(50, '2025-07-01', '2027-07-01'),
    ];
    // Before the first lot lapses: 40 left of it, 50 of the second.
    expect(clubPointsBalance(entries, at('2025-12-01')).points).toBe(90);
    // After: the 40 unspent lapse, the spending stays with the lapsed lot.
    expect(clubPointsBalance(entries, at('2026-02-01'))).toEqual({
      points: 50,
      nextExpiry: { date: at('2027-07-01'), points: 50 },
    });
  });

  it('spends the points that lapse soonest first', () => {
    const entries = [
      earn(50, '2025-07-01', '2027-07-01'),
      earn(50, '2024-08-01', '2026-08-01'),
      spend(50, '2025-08-01'),
    ];
    // The 2026 lot was used, so nothing lapses in 2026.
    expect(clubPointsBalance(entries, at('2026-09-01')).points).toBe(50);
  });

  it('is zero with no entries', () => {
    expect(clubPointsBalance([], at('2026-01-01'))).toEqual({ points: 0, nextExpiry: null });
  });
});
