import { describe, expect, it } from 'vitest';
import { axisStep, clampToAxis, fontVariationSettings } from './font-variation-settings.ts';

describe('fontVariationSettings', () => {
  it('writes each axis as a quoted tag and its value, in the given order', () => {
    expect(
      fontVariationSettings([
        { tag: 'wght', value: 700 },
        { tag: 'opsz', value: 14.5 },
      ]),
    ).toBe('"wght" 700, "opsz" 14.5');
  });

  it('is normal without coordinates and drops values that are not numbers', () => {
    expect(fontVariationSettings([])).toBe('normal');
    expect(fontVariationSettings([{ tag: 'wght', value: Number.NaN }])).toBe('normal');
  });

  it('rounds slider noise and strips characters that could break out of the CSS string', () => {
    expect(fontVariationSettings([{ tag: 'wd"th', value: 0.1 + 0.2 }])).toBe('"wdth" 0.3');
  });
});

describe('clampToAxis', () => {
  it('keeps values inside min and max', () => {
    const axis = { min: 100, max: 900 };
    expect(clampToAxis(50, axis)).toBe(100);
    expect(clampToAxis(950, axis)).toBe(900);
    expect(clampToAxis(420, axis)).toBe(420);
  });
});

describe('axisStep', () => {
  it('takes the axis’s own step, else whole units, or hundredths on a narrow axis', () => {
    expect(axisStep({ min: 100, max: 900, steps: 50 })).toBe(50);
    expect(axisStep({ min: 100, max: 900, steps: 0 })).toBe(1);
    expect(axisStep({ min: -10, max: 0, steps: 0 })).toBe(1);
    expect(axisStep({ min: 0, max: 1, steps: 0 })).toBe(0.01);
  });
});
