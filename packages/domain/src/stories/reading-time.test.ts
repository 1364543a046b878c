import { describe, expect, it } from 'vitest';
import { READING_WORDS_PER_MINUTE, readingTimeMinutes } from './reading-time.ts';

describe('readingTimeMinutes', () => {
  it('takes no time without words', () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(-5)).toBe(0);
    expect(readingTimeMinutes(Number.NaN)).toBe(0);
  });

  it('rounds up to whole minutes, so a short note still takes one', () => {
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(READING_WORDS_PER_MINUTE)).toBe(1);
    expect(readingTimeMinutes(READING_WORDS_PER_MINUTE + 1)).toBe(2);
    expect(readingTimeMinutes(1000)).toBe(5);
  });
});
