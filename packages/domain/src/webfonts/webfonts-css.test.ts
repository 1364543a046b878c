import { describe, expect, it } from 'vitest';
import { cssDefinitionOf, fontFaceRule, projectCss, variableFontWeight } from './webfonts-css.ts';

const face = {
  cssFamilyName: 'Inter "Text"',
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  otfFeatures: ['ss01', 'tnum'],
  unicodeRange: 'U+0020-007E',
  src: 'https://api.example/webfonts/v1/k/f.woff2',
};

describe('web font project CSS', () => {
  it('writes one @font-face with the loading, characters and features of the font', () => {
    expect(fontFaceRule(face)).toBe(
      [
        '@font-face {',
        '  font-family: "Inter \\"Text\\"";',
        '  src: url("https://api.example/webfonts/v1/k/f.woff2") format("woff2");',
        '  font-weight: 100 900;',
        '  font-style: normal;',
        '  font-display: swap;',
        '  unicode-range: U+0020-007E;',
        '  font-feature-settings: "ss01" 1, "tnum" 1;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('names the project in a comment that cannot close early', () => {
    expect(projectCss('a */ b', [face]).startsWith('/* a * / b: web fonts */\n@font-face {')).toBe(true);
  });

  it('gives a variable font the weight range of its wght axis', () => {
    expect(variableFontWeight({ min: 100, max: 900 })).toBe('100 900');
    expect(variableFontWeight(null)).toBe('400');
    expect(cssDefinitionOf({ cssFamilyName: 'Inter', fontWeight: '100 900', fontStyle: 'italic' })).toBe(
      'font-family: "Inter"; font-weight: 100; font-style: italic;',
    );
  });
});
