import { describe, expect, it } from 'vitest';
import { codePointsOfRanges, rangesOfCodePoints } from './font-subsets.ts';
import { isPreviewSubsetId, previewSubsetsOf, primaryPreviewSubset } from './preview-subsets.ts';

const codePoints = (plans: { ranges: readonly (readonly [number, number])[] }[]) =>
  plans.flatMap((plan) => codePointsOfRanges(plan.ranges));

describe('previewSubsetsOf', () => {
  it('keeps the subsets of a font that has several', () => {
    const plans = previewSubsetsOf(rangesOfCodePoints([0x41, 0x42, 0x0416]));
    expect(plans.map((plan) => plan.id)).toEqual(['latin', 'cyrillic']);
  });

  it('halves a font whose characters all fall in one subset, so no file holds them all', () => {
    const font = codePointsOfRanges([[0xe000, 0xe00a]]);
    const plans = previewSubsetsOf(rangesOfCodePoints(font));
    expect(plans.map((plan) => plan.id)).toEqual(['other-1', 'other-2']);
    for (const plan of plans) expect(codePointsOfRanges(plan.ranges).length).toBeLessThan(font.length);
    expect(codePoints(plans).sort((a, b) => a - b)).toEqual(font);
    expect(plans[0]?.unicodeRanges).toBe('U+E000-E005');
  });

  it('leaves a one-character font whole and an empty one without previews', () => {
    expect(previewSubsetsOf([[0x41, 0x41]]).map((plan) => plan.id)).toEqual(['latin']);
    expect(previewSubsetsOf([])).toEqual([]);
  });
});

describe('isPreviewSubsetId and primaryPreviewSubset', () => {
  it('accepts subsets and their halves only', () => {
    expect(['latin', 'latin-ext', 'other-2', 'cyrillic-ext-1'].every(isPreviewSubsetId)).toBe(true);
    expect(['klingon', 'latin-3', 'latin-', '-1'].some(isPreviewSubsetId)).toBe(false);
  });

  it('points at the Latin preview, else the first', () => {
    expect(primaryPreviewSubset([{ id: 'latin-ext' }, { id: 'latin' }])?.id).toBe('latin');
    expect(primaryPreviewSubset([{ id: 'latin-1' }, { id: 'latin-2' }])?.id).toBe('latin-1');
    expect(primaryPreviewSubset([{ id: 'hebrew' }, { id: 'other' }])?.id).toBe('hebrew');
    expect(primaryPreviewSubset([])).toBeNull();
  });
});
