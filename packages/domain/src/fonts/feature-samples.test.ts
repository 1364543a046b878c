import { describe, expect, it } from 'vitest';
import {
  coveredCharactersSample,
  FEATURES_WITHOUT_SAMPLE,
  featureSampleCandidates,
  featureTitle,
  MAX_COVERED_SAMPLE_LENGTH,
} from './feature-samples.ts';

const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0) as number);
/** A font with basic Latin and figures only. */
const latin = new Set(codePoints('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/()-[]{}:'));
const hasLatin = (codePoint: number) => latin.has(codePoint);

describe('coveredCharactersSample', () => {
  it('puts basic Latin letters and figures first, then punctuation, Latin-1, and the rest', () => {
    expect(coveredCharactersSample(codePoints('⑥³6!é4'))).toBe('46!³é⑥');
  });

  it('drops spaces and controls and repeats, and stops at the limit', () => {
    expect(coveredCharactersSample([0x20, 0x0a, 0xa0, 0x41, 0x41])).toBe('A');
    expect(coveredCharactersSample(codePoints('abcdefghijklmnopqrstuvwxyz'))).toHaveLength(
      MAX_COVERED_SAMPLE_LENGTH,
    );
    expect(coveredCharactersSample([])).toBeNull();
  });
});

describe('featureSampleCandidates', () => {
  it('leads stylistic sets and character variants with the characters they cover', () => {
    const candidates = featureSampleCandidates('ss01', {
      coveredCodePoints: codePoints('9643'),
      hasCodePoint: hasLatin,
    });
    expect(candidates).toEqual(['3469']);
    expect(
      featureSampleCandidates('cv11', { coveredCodePoints: codePoints('aá'), hasCodePoint: hasLatin })[0],
    ).toBe('aá');
  });

  it('leads other features with their usual text where the font has it, the covered characters after', () => {
    expect(
      featureSampleCandidates('frac', { coveredCodePoints: codePoints('12/'), hasCodePoint: hasLatin }),
    ).toEqual(['1/2 3/4 5/8', '1/2', '12/']);
    expect(
      featureSampleCandidates('case', { coveredCodePoints: codePoints('(-)'), hasCodePoint: hasLatin })[0],
    ).toBe('(H-O) [H] {H} H:O');
    expect(
      featureSampleCandidates('tnum', { coveredCodePoints: codePoints('1'), hasCodePoint: hasLatin })[0],
    ).toBe('1111 0000 1010');
  });

  it('skips usual texts the font cannot set', () => {
    const noSlash = (codePoint: number) => hasLatin(codePoint) && codePoint !== 0x2f;
    expect(
      featureSampleCandidates('frac', { coveredCodePoints: codePoints('½'), hasCodePoint: noSlash }),
    ).toEqual(['½']);
  });

  it('has nothing for features the shaper applies anyway, nor for an unknown feature that covers nothing', () => {
    for (const tag of ['ccmp', 'mark', 'aalt', 'locl']) {
      expect(FEATURES_WITHOUT_SAMPLE.has(tag)).toBe(true);
      expect(
        featureSampleCandidates(tag, { coveredCodePoints: codePoints('abc'), hasCodePoint: hasLatin }),
      ).toEqual([]);
    }
    expect(featureSampleCandidates('zzzz', { coveredCodePoints: [], hasCodePoint: hasLatin })).toEqual([]);
  });
});

describe('featureTitle', () => {
  it('names registered features, numbers sets and variants, and adds the font’s own name', () => {
    expect(featureTitle('tnum')).toBe('Tabular figures');
    expect(featureTitle('ss03')).toBe('Stylistic set 3');
    expect(featureTitle('ss01', 'Open digits')).toBe('Stylistic set 1: Open digits');
    expect(featureTitle('cv10', ' ')).toBe('Character variant 10');
    expect(featureTitle('zzzz')).toBe('zzzz');
  });
});
