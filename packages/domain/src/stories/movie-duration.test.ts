import { describe, expect, it } from 'vitest';
import { formatMovieDuration, isoMovieDuration } from './movie-duration.ts';

describe('movie durations', () => {
  it('reads like a clock', () => {
    expect(formatMovieDuration(0)).toBe('0:00');
    expect(formatMovieDuration(245)).toBe('4:05');
    expect(formatMovieDuration(3723)).toBe('1:02:03');
  });

  it('writes ISO 8601 durations', () => {
    expect(isoMovieDuration(0)).toBe('PT0S');
    expect(isoMovieDuration(245)).toBe('PT4M5S');
    expect(isoMovieDuration(3600)).toBe('PT1H');
    expect(isoMovieDuration(3723)).toBe('PT1H2M3S');
  });
});
