import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FamilyHeroFace } from './family-hero-face.tsx';
import type { PageStyle } from './family-page-data.ts';

const API = 'http://api.test';

const style = {
  id: '7',
  weight: 700,
  italic: true,
  fontURL: `${API}/fonts/subsets/v2/7/latin.woff2`,
  subsets: [
    { url: `${API}/fonts/subsets/v2/7/latin.woff2`, unicodeRanges: 'U+0000-00FF' },
    { url: `${API}/fonts/subsets/v2/7/cyrillic.woff2`, unicodeRanges: 'U+0400-045F' },
  ],
} as unknown as PageStyle;

describe('FamilyHeroFace (the face of the family page’s title, before the stylesheet)', () => {
  it('declares the one style under its family name, a rule per subset with its range, swapped', () => {
    const html = renderToStaticMarkup(<FamilyHeroFace style={style} />);
    const rules = html.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(rules).toHaveLength(2);
    expect(rules[0]).toContain('font-family:"ff-style-7"');
    expect(rules[0]).toContain('latin.woff2');
    expect(rules[0]).toContain('unicode-range:U+0000-00FF');
    expect(rules[1]).toContain('cyrillic.woff2');
    for (const rule of rules) {
      expect(rule).toContain('font-weight:700;font-style:italic');
      expect(rule).toContain('font-display:swap');
    }
    expect(html).not.toContain('<link');
  });

  it('writes nothing for a style without files', () => {
    const empty = { ...style, fontURL: '', subsets: [] } as unknown as PageStyle;
    expect(renderToStaticMarkup(<FamilyHeroFace style={empty} />)).toBe('');
  });
});
