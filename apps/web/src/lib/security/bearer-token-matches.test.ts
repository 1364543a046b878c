import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from './bearer-token-matches.ts';

describe('bearerTokenMatches', () => {
  it('accepts exactly the expected bearer token', () => {
    expect(bearerTokenMatches('Bearer s3cret-token', 's3cret-token')).toBe(true);
    expect(bearerTokenMatches('bearer s3cret-token', 's3cret-token')).toBe(true);
  });

  it('refuses other tokens, schemes and empty values', () => {
    expect(bearerTokenMatches('Bearer s3cret-toke', 's3cret-token')).toBe(false);
    expect(bearerTokenMatches('Bearer s3cret-token2', 's3cret-token')).toBe(false);
    expect(bearerTokenMatches('s3cret-token', 's3cret-token')).toBe(false);
    expect(bearerTokenMatches(null, 's3cret-token')).toBe(false);
    expect(bearerTokenMatches('Bearer ', '')).toBe(false);
  });
});
