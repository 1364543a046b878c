import { describe, expect, it } from 'vitest';
import { englishMessageForCode } from './english-message-for-code.ts';

describe('englishMessageForCode', () => {
  it('gives the sentence for a known code and the generic one otherwise', () => {
    expect(englishMessageForCode(216)).toBe('Sorry, there is not enough stock left for this product.');
    expect(englishMessageForCode(9999)).toBe('Something went wrong. Please try again later.');
    expect(englishMessageForCode(undefined)).toBe('Something went wrong. Please try again later.');
  });
});
