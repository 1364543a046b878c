import { describe, expect, it } from 'vitest';
import { availableProjectTypes, coversWebUse } from './webfonts-availability.ts';

describe('web font project availability', () => {
  it('offers self-hosting only to owners of a web-licensed family', () => {
    expect(availableProjectTypes(false)).toEqual(['regular']);
    expect(availableProjectTypes(true)).toEqual(['regular', 'self_hosting']);
    expect(coversWebUse(['desktop', 'third-party-1'])).toBe(false);
    expect(coversWebUse(['desktop', 'web'])).toBe(true);
    expect(coversWebUse(['corporate'])).toBe(true);
  });
});
