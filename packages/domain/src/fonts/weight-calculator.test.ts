import { describe, expect, it } from 'vitest';
import {
  apparentStem,
  DEFAULT_STEM_MODEL,
  EDGE_LOSS_PX,
  IRRADIATION_PX,
  matchingWeight,
  stemForWeight,
  weightForStem,
} from './weight-calculator.ts';

const axis = { min: 100, max: 900 };
const text = { sizePx: 12, polarity: 'dark-on-light' } as const;

describe('stem model', () => {
  it('passes through its measured weights and inverts exactly', () => {
    for (const { weight, stem } of DEFAULT_STEM_MODEL) {
      expect(stemForWeight(weight)).toBeCloseTo(stem, 10);
      expect(weightForStem(stem)).toBeCloseTo(weight, 10);
    }
    for (const weight of [50, 250, 555, 820, 1000])
      expect(weightForStem(stemForWeight(weight))).toBeCloseTo(weight, 8);
  });

  it('interpolates between weights and extends the end segments', () => {
    expect(stemForWeight(550)).toBeCloseTo((0.088 + 0.146) / 2, 10);
    expect(stemForWeight(1000)).toBeCloseTo(0.196 + (0.196 - 0.146) / 2, 10);
  });

  it('refuses a model that does not rise', () => {
    expect(() => stemForWeight(400, [{ weight: 100, stem: 0.1 }])).toThrow(RangeError);
    expect(() =>
      stemForWeight(400, [
        { weight: 100, stem: 0.1 },
        { weight: 900, stem: 0.05 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('apparentStem', () => {
  it('takes the edge loss off and adds irradiation on a dark ground, in pixels converted to em', () => {
    expect(apparentStem(0.1, { sizePx: 10, polarity: 'dark-on-light' })).toBeCloseTo(0.1 - EDGE_LOSS_PX / 10);
    expect(apparentStem(0.1, { sizePx: 10, polarity: 'light-on-dark' })).toBeCloseTo(
      0.1 + (IRRADIATION_PX - EDGE_LOSS_PX) / 10,
    );
    expect(() => apparentStem(0.1, { sizePx: 0, polarity: 'dark-on-light' })).toThrow(RangeError);
  });
});

describe('matchingWeight', () => {
  it('keeps the weight when nothing changes', () => {
    for (const weight of [100, 300, 400, 650, 900]) {
      expect(matchingWeight({ reference: { ...text, weight }, target: text, axis })).toEqual({
        weight,
        clamped: false,
      });
    }
  });

  it('goes lighter as the size grows, and by less with each step', () => {
    const at = (sizePx: number) =>
      matchingWeight({
        reference: { ...text, weight: 400 },
        target: { sizePx, polarity: 'dark-on-light' },
        axis,
      }).weight;
    const [w24, w48, w96] = [at(24), at(48), at(96)];
    expect(w24).toBeLessThan(400);
    expect(w48).toBeLessThan(w24);
    expect(w96).toBeLessThan(w48);
    expect(400 - w24).toBeGreaterThan(w24 - w48);
    // And heavier when it shrinks: small type needs more weight to read as dark.
    expect(at(8)).toBeGreaterThan(400);
  });

  it('goes lighter for light-on-dark, more so at small sizes', () => {
    const negative = (sizePx: number) =>
      matchingWeight({
        reference: { sizePx, polarity: 'dark-on-light', weight: 400 },
        target: { sizePx, polarity: 'light-on-dark' },
        axis,
      }).weight;
    expect(negative(12)).toBeLessThan(400);
    expect(negative(48)).toBeLessThan(400);
    expect(400 - negative(12)).toBeGreaterThan(400 - negative(48));
    // Back again: dark-on-light asks for more weight than light-on-dark.
    const back = matchingWeight({
      reference: { sizePx: 12, polarity: 'light-on-dark', weight: 400 },
      target: { sizePx: 12, polarity: 'dark-on-light' },
      axis,
    });
    expect(back.weight).toBeGreaterThan(400);
  });

  it('follows the documented rule for 400 at 12 px to 48 px', () => {
    const seen = 0.088 - EDGE_LOSS_PX / 12;
    const stem = seen + EDGE_LOSS_PX / 48;
    expect(
      matchingWeight({
        reference: { ...text, weight: 400 },
        target: { sizePx: 48, polarity: 'dark-on-light' },
        axis,
      }).weight,
    ).toBe(Math.round(weightForStem(stem)));
  });

  it('clamps to the axis and says so', () => {
    expect(
      matchingWeight({
        reference: { ...text, weight: 120 },
        target: { sizePx: 200, polarity: 'light-on-dark' },
        axis,
      }),
    ).toEqual({ weight: 100, clamped: true });
    expect(
      matchingWeight({
        reference: { sizePx: 200, polarity: 'light-on-dark', weight: 900 },
        target: { sizePx: 6, polarity: 'dark-on-light' },
        axis: { min: 300, max: 800 },
      }),
    ).toEqual({ weight: 800, clamped: true });
  });
});
