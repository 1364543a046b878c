import { describe, expect, it } from 'vitest';
import {
  axesInput,
  type CustomiserAxis,
  defaultPosition,
  describePosition,
  fitPosition,
  fontVariationSettings,
  positionOf,
  sliderStep,
} from './customisation-position.ts';

const AXES: CustomiserAxis[] = [
  { tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 0 },
  { tag: 'opsz', label: 'Optical size', min: 14, max: 32, default: 14, steps: 0.5 },
];

describe('customiser positions', () => {
  it('starts at the defaults and fits any position to the font’s axes', () => {
    expect(defaultPosition(AXES)).toEqual({ wght: 400, opsz: 14 });
    expect(fitPosition({ wght: 950, slnt: -10 }, AXES)).toEqual({ wght: 900, opsz: 14 });
    expect(fitPosition({ wght: Number.NaN, opsz: 2 }, AXES)).toEqual({ wght: 400, opsz: 14 });
  });

  it('sends every axis once in the font’s order', () => {
    expect(
      axesInput(
        positionOf([
          { tag: 'opsz', value: 28 },
          { tag: 'wght', value: 612 },
        ]),
        AXES,
      ),
    ).toEqual([
      { tag: 'wght', value: 612 },
      { tag: 'opsz', value: 28 },
    ]);
  });

  it('writes the CSS variation settings and a readable summary', () => {
    expect(fontVariationSettings({ wght: 612, opsz: 28 })).toBe('"wght" 612, "opsz" 28');
    expect(fontVariationSettings({ 'bad"': 1, toolong: 2 })).toBe('');
    expect(describePosition({ opsz: 28, wght: 612.345 }, AXES)).toBe('Weight 612.35 · Optical size 28');
  });

  it('steps sliders by the axis step, else by whole units', () => {
    expect(sliderStep(AXES[0] as CustomiserAxis)).toBe(1);
    expect(sliderStep(AXES[1] as CustomiserAxis)).toBe(0.5);
  });
});
