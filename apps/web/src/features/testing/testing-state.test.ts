import { describe, expect, it } from 'vitest';
import {
  namesUnknownFamilies,
  parseTestingState,
  TESTING_DEFAULT_SIZE,
  TESTING_MAX_SIZE,
  TESTING_MAX_TEXT,
  TESTING_MIN_SIZE,
  testingHref,
} from './testing-state.ts';

const known = new Set(['inter', 'vollkorn', 'geist', 'noto-sans', 'source-sans-3']);

describe('testing state in the address', () => {
  it('keeps known families once each, at most four, in the order given', () => {
    const state = parseTestingState(
      { families: 'vollkorn,nope,inter,vollkorn,geist,noto-sans,source-sans-3' },
      known,
    );
    expect(state.families).toEqual(['vollkorn', 'inter', 'geist', 'noto-sans']);
    expect(namesUnknownFamilies({ families: 'vollkorn,nope' }, known)).toBe(true);
    expect(namesUnknownFamilies({ families: 'vollkorn,inter' }, known)).toBe(false);
    expect(namesUnknownFamilies({}, known)).toBe(false);
  });

  it('falls back to the defaults for a missing or malformed size and clamps the rest', () => {
    expect(parseTestingState({}, known)).toEqual({ families: [], text: null, size: TESTING_DEFAULT_SIZE });
    expect(parseTestingState({ size: 'big' }, known).size).toBe(TESTING_DEFAULT_SIZE);
    expect(parseTestingState({ size: '-5' }, known).size).toBe(TESTING_DEFAULT_SIZE);
    expect(parseTestingState({ size: '3' }, known).size).toBe(TESTING_MIN_SIZE);
    expect(parseTestingState({ size: '9999' }, known).size).toBe(TESTING_MAX_SIZE);
    expect(parseTestingState({ size: ['40', '80'] }, known).size).toBe(40);
  });

  it('cuts an over-long text and keeps an empty one (the visitor cleared it)', () => {
    expect(parseTestingState({ text: 'x'.repeat(2000) }, known).text).toHaveLength(TESTING_MAX_TEXT);
    expect(parseTestingState({ text: '' }, known).text).toBe('');
  });

  it('writes a shareable address that reads back to the same state, defaults left out', () => {
    expect(testingHref({ families: [], text: null, size: TESTING_DEFAULT_SIZE })).toBe('/testing');
    const state = { families: ['vollkorn', 'inter'], text: 'Größe & 50 % ?', size: 120 };
    const href = testingHref(state);
    expect(href).toMatch(/^\/testing\?families=vollkorn,inter&text=/);
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseTestingState(params, known)).toEqual(state);
  });
});
