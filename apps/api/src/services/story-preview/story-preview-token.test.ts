import { describe, expect, it } from 'vitest';
import { signStoryPreview, verifyStoryPreview } from './story-preview-token.ts';

const key = Buffer.from('a key of thirty-two bytes for tests!');
const now = new Date('2026-11-27T12:00:00Z');
const inADay = now.getTime() / 1000 + 86_400;

describe('story preview tokens', () => {
  it('open their story until they expire', () => {
    const token = signStoryPreview(key, 42, inADay);
    expect(verifyStoryPreview(key, token, now)).toBe(42);
    expect(verifyStoryPreview(key, token, new Date(inADay * 1000))).toBeNull();
  });

  it('refuse another key, another story, another expiry and malformed text', () => {
    const token = signStoryPreview(key, 42, inADay);
    const [, expiry, mac] = token.split('.');
    expect(verifyStoryPreview(Buffer.from('another key'), token, now)).toBeNull();
    expect(verifyStoryPreview(key, `43.${expiry}.${mac}`, now)).toBeNull();
    expect(verifyStoryPreview(key, `42.${Number(expiry) + 1}.${mac}`, now)).toBeNull();
    expect(verifyStoryPreview(key, 'not-a-token', now)).toBeNull();
  });
});
