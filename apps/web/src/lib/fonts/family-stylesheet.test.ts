import { describe, expect, it } from 'vitest';
import {
  familyFacesVersion,
  familyStylesheetCss,
  familyStylesheetHref,
  type StylesheetFamily,
} from './family-stylesheet.ts';
import { familyStylesheetResponse } from './family-stylesheet-response.ts';
import { fontFaceCss, subsetFontFaceSources } from './font-face-css.ts';

const API = 'http://api.test';
const latin = (file: string) => ({
  url: `${API}/fonts/subsets/v1/${file}/latin.woff2`,
  unicodeRanges: 'U+0000-00FF,U+0131',
});
const cyrillic = (file: string) => ({
  url: `${API}/fonts/subsets/v1/${file}/cyrillic.woff2`,
  unicodeRanges: 'U+0400-045F',
});

/** The @font-face rules of the CSS, each as its descriptors. */
function rulesOf(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((match) =>
    Object.fromEntries(
      (match[1] ?? '').split(';').map((descriptor) => {
        const colon = descriptor.indexOf(':');
        return [descriptor.slice(0, colon), descriptor.slice(colon + 1)];
      }),
    ),
  );
}

describe('@font-face rules by subset', () => {
  it('writes one rule per subset with its unicode-range, the face descriptors repeated', () => {
    const css = fontFaceCss(
      subsetFontFaceSources(
        { family: 'ff-style-3', weight: 700, italic: true },
        { fontURL: `${API}/fonts/subsets/v1/a/latin.woff2`, subsets: [latin('a'), cyrillic('a')] },
      ),
    );
    expect(css.split('\n')).toEqual([
      `@font-face{font-family:"ff-style-3";src:url("${API}/fonts/subsets/v1/a/latin.woff2") format("woff2");font-weight:700;font-style:italic;unicode-range:U+0000-00FF,U+0131;font-display:swap}`,
      `@font-face{font-family:"ff-style-3";src:url("${API}/fonts/subsets/v1/a/cyrillic.woff2") format("woff2");font-weight:700;font-style:italic;unicode-range:U+0400-045F;font-display:swap}`,
    ]);
  });

  it('uses fontURL (one preview), without a range, when the API lists no subsets, and nothing without it', () => {
    const preview = `${API}/fonts/subsets/v2/b/latin.woff2`;
    const sources = subsetFontFaceSources(
      { family: 'f', weight: 400, italic: false },
      { fontURL: preview, subsets: [] },
    );
    expect(sources).toEqual([{ family: 'f', weight: 400, italic: false, url: preview }]);
    expect(fontFaceCss(sources)).not.toContain('unicode-range');
    // A font the API has no preview of: no rule (an empty url() would fetch the page itself).
    expect(
      subsetFontFaceSources({ family: 'f', weight: 400, italic: false }, { fontURL: '', subsets: [] }),
    ).toEqual([]);
  });

  it('leaves out a unicode-range that is not one, so nothing can be injected through it', () => {
    const css = fontFaceCss([
      {
        family: 'f',
        url: `${API}/x.woff2`,
        weight: 400,
        italic: false,
        unicodeRange: 'U+0041;}body{color:red',
      },
      { family: 'g', url: `${API}/y.woff2`, weight: 400, italic: false, unicodeRange: 'U+00??, U+0100-017F' },
    ]);
    expect(css).not.toContain('color:red');
    expect(rulesOf(css)[0]?.['unicode-range']).toBeUndefined();
    expect(rulesOf(css)[1]?.['unicode-range']).toBe('U+00??, U+0100-017F');
  });

  it("declares every style's and variable font's subsets in the family's stylesheet", () => {
    const family: StylesheetFamily = {
      url: 'inter',
      styles: [
        {
          id: '1',
          weight: 400,
          italic: false,
          fontURL: `${API}/fonts/subsets/v2/r/latin.woff2`,
          subsets: [latin('r'), cyrillic('r')],
        },
        {
          id: '2',
          weight: 700,
          italic: true,
          fontURL: `${API}/fonts/subsets/v2/b/latin.woff2`,
          subsets: [latin('b')],
        },
      ],
      variableFonts: [
        { id: '9', italic: false, fontURL: `${API}/fonts/subsets/v2/v/latin.woff2`, subsets: [latin('v')] },
      ],
    };
    const css = familyStylesheetCss(family);
    const rules = rulesOf(css);
    expect(
      rules.map((rule) => [rule['font-family'], rule.src?.match(/\/v1\/(\w+\/\w+)\.woff2/)?.[1]]),
    ).toEqual([
      ['"ff-style-1"', 'r/latin'],
      ['"ff-style-1"', 'r/cyrillic'],
      ['"ff-style-2"', 'b/latin'],
      ['"ff-style-vf-9"', 'v/latin'],
    ]);
    expect(rules[1]).toMatchObject({
      'font-weight': '400',
      'font-style': 'normal',
      'unicode-range': 'U+0400-045F',
    });
    expect(rules[2]).toMatchObject({ 'font-weight': '700', 'font-style': 'italic' });
    // fontURL (one preview) is not declared beside the subsets: a rule without a range would win.
    expect(css).not.toContain('/v2/');
  });
});

const API_FAMILY: StylesheetFamily = {
  url: 'inter',
  styles: [{ id: '1', weight: 400, italic: false, fontURL: `${API}/a/latin.woff2`, subsets: [latin('a')] }],
};

describe('family stylesheets', () => {
  it('names a new version when a font file or style changes, the same one otherwise', () => {
    const version = familyFacesVersion(API_FAMILY);
    expect(familyFacesVersion({ styles: [...API_FAMILY.styles] })).toBe(version);
    // A list reads no subsets; its version is the stylesheet's all the same.
    const withoutSubsets = API_FAMILY.styles.map(({ subsets: _, ...style }) => style);
    expect(familyFacesVersion({ styles: withoutSubsets })).toBe(version);
    const newFile = {
      ...API_FAMILY.styles[0],
      fontURL: `${API}/a2/latin.woff2`,
    } as StylesheetFamily['styles'][number];
    expect(familyFacesVersion({ styles: [newFile] })).not.toBe(version);
    const bolder = { ...API_FAMILY.styles[0], weight: 500 } as StylesheetFamily['styles'][number];
    expect(familyFacesVersion({ styles: [bolder] })).not.toBe(version);
  });

  it('links the family by its url, with the encoding shown and the version', () => {
    const version = familyFacesVersion(API_FAMILY);
    expect(familyStylesheetHref(API_FAMILY)).toBe(`/font-faces/inter?v=${version}`);
    expect(familyStylesheetHref({ ...API_FAMILY, url: 'a b', encoding: { id: '7' } })).toBe(
      `/font-faces/a%20b?encoding=7&v=${version}`,
    );
  });

  it('is cached for a year only under its current version', async () => {
    const current = familyStylesheetResponse(API_FAMILY, familyFacesVersion(API_FAMILY));
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await current.text()).toContain('font-family:"ff-style-1"');
    for (const version of ['old', null]) {
      const stale = familyStylesheetResponse(API_FAMILY, version);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
    }
    const missing = familyStylesheetResponse(null, 'x');
    expect(missing.status).toBe(404);
  });
});
