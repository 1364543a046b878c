import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX_LENGTH, feedbackMessageProblem } from './feedback-message.ts';

describe('feedbackMessageProblem', () => {
  it('accepts a message up to the limit once trimmed', () => {
    expect(feedbackMessageProblem('Lovely italics.')).toBeNull();
    expect(feedbackMessageProblem(`  ${'a'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH)}  `)).toBeNull();
  });

  it('refuses an empty or blank message and one over the limit', () => {
    expect(feedbackMessageProblem('')).toBe('Please write a message.');
    expect(feedbackMessageProblem(' \n\t ')).toBe('Please write a message.');
    expect(feedbackMessageProblem('a'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1))).toBe(
      `At most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.`,
    );
  });
});
