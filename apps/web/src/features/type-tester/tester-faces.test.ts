import { describe, expect, it } from 'vitest';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { defaultAxisValues, testerFaces, variableFontFamilyName } from './tester-faces.ts';

const wght = { tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 1 };
const opsz = { tag: 'opsz', label: 'Optical size', min: 14, max: 32, default: 14, steps: 0.5 };

const family = {
  styles: [{ id: 's1', title: 'Bold', weight: 700, italic: false }],
  variableFonts: [
    { id: 'v1', title: 'Variable', italic: false, axes: [wght, opsz], instances: [] },
    { id: 'v2', title: 'Variable Italic', italic: true, axes: [wght], instances: [] },
  ],
};

describe('testerFaces', () => {
  it('offers the variable fonts first, then the static styles, each with its own CSS family', () => {
    const faces = testerFaces(family);
    expect(faces.map((face) => face.label)).toEqual(['Variable', 'Variable Italic', 'Bold']);
    expect(faces[0]?.cssFamily).toBe(variableFontFamilyName('v1'));
    expect(faces[1]?.italic).toBe(true);
    expect(faces[2]).toMatchObject({ cssFamily: fontFaceFamilyName('s1'), weight: 700, axes: [] });
  });

  it('never gives a variable font the CSS family of a style with the same id', () => {
    expect(variableFontFamilyName('x')).not.toBe(fontFaceFamilyName('x'));
  });
});

describe('defaultAxisValues', () => {
  it('puts every axis at its default, and is empty for a static style or no face', () => {
    const [variable, , bold] = testerFaces(family);
    expect(defaultAxisValues(variable)).toEqual({ wght: 400, opsz: 14 });
    expect(defaultAxisValues(bold)).toEqual({});
    expect(defaultAxisValues(undefined)).toEqual({});
  });
});
