/** An unhurried adult reading pace for prose on screen, in words per minute. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * Minutes a story takes to read, rounded up so a reader is never promised less than it takes; any
 * story with words takes at least a minute, one without words (a movie, an empty draft) takes none.
 */
export function readingTimeMinutes(wordsCount: number): number {
  if (!Number.isFinite(wordsCount) || wordsCount <= 0) return 0;
  return Math.ceil(wordsCount / READING_WORDS_PER_MINUTE);
}
