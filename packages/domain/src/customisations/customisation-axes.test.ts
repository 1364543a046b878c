import { describe, expect, it } from 'vitest';
import { checkAxisPosition, isSameAxisPosition } from './customisation-axes.ts';

const AXES = [
  { tag: 'wght', min: 100, max: 900 },
  { tag: 'opsz', min: 14, max: 32 },
];

describe('checkAxisPosition', () => {
  it('answers the position when every axis is given once within its range, bounds included', () => {
    expect(
      checkAxisPosition(
        [
          { tag: 'wght', value: 612.33333 },
          { tag: 'opsz', value: 14 },
        ],
        AXES,
      ),
    ).toEqual({ ok: true, position: { wght: 612.333, opsz: 14 } });
    expect(
      checkAxisPosition(
        [
          { tag: 'opsz', value: 32 },
          { tag: 'wght', value: 100 },
        ],
        AXES,
      ),
    ).toEqual({ ok: true, position: { wght: 100, opsz: 32 } });
  });

  it('names the axis whose value is out of range or not a number', () => {
    const check = checkAxisPosition(
      [
        { tag: 'wght', value: 950 },
        { tag: 'opsz', value: Number.NaN },
      ],
      AXES,
    );
    expect(check).toEqual({
      ok: false,
      fields: {
        'axes.wght': 'Choose a value from 100 to 900.',
        'axes.opsz': 'Choose a value from 14 to 32.',
      },
    });
  });

  it('refuses a missing, unknown or repeated axis', () => {
    expect(checkAxisPosition([{ tag: 'wght', value: 400 }], AXES)).toEqual({
      ok: false,
      fields: { axes: 'Give a value for every axis (opsz).' },
    });
    const unknown = checkAxisPosition(
      [
        { tag: 'wght', value: 400 },
        { tag: 'opsz', value: 20 },
        { tag: 'slnt', value: 0 },
      ],
      AXES,
    );
    expect(unknown).toEqual({ ok: false, fields: { axes: "The font has no axis 'slnt'." } });
    const twice = checkAxisPosition(
      [
        { tag: 'wght', value: 400 },
        { tag: 'wght', value: 500 },
        { tag: 'opsz', value: 20 },
      ],
      AXES,
    );
    expect(twice).toEqual({ ok: false, fields: { axes: "The axis 'wght' is given more than once." } });
  });
});

describe('isSameAxisPosition', () => {
  it('is true for the same values on the same axes, in any order', () => {
    expect(isSameAxisPosition({ wght: 612, opsz: 18 }, { opsz: 18, wght: 612.0001 })).toBe(true);
  });

  it('is false when a value or the set of axes differs', () => {
    expect(isSameAxisPosition({ wght: 612, opsz: 18 }, { wght: 613, opsz: 18 })).toBe(false);
    expect(isSameAxisPosition({ wght: 612 }, { wght: 612, opsz: 18 })).toBe(false);
    expect(isSameAxisPosition({ wght: 612, opsz: 18 }, { wght: 612, ital: 18 })).toBe(false);
  });
});
