import { describe, expect, it } from 'vitest';
import { feedbackErrorMessage } from './feedback-error-message.ts';

describe('feedbackErrorMessage', () => {
  it("shows an Error's message, a string itself and otherwise the unknown-error text", () => {
    expect(feedbackErrorMessage(new Error('Image upload failed.'), 'Unknown')).toBe('Image upload failed.');
    expect(feedbackErrorMessage('Too long.', 'Unknown')).toBe('Too long.');
    expect(feedbackErrorMessage({ code: 5 }, 'Unknown')).toBe('Unknown');
    expect(feedbackErrorMessage(undefined, 'Unknown')).toBe('Unknown');
  });
});
