import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ListedFamily } from './family-card.tsx';
import { FamilyFontFaces } from './family-font-faces.tsx';

const API = 'http://api.test';

const family = (id: string, styles: ListedFamily['styles']): ListedFamily => ({
  id,
  url: `family-${id}`,
  title: `Family ${id}`,
  isIconFamily: false,
  defaultStyle: null,
  styles,
});

const style = (id: string, subsets: ListedFamily['styles'][number]['subsets']) => ({
  id,
  title: 'Regular',
  weight: 400,
  italic: false,
  fontURL: `${API}/fonts/subsets/v2/${id}/latin.woff2`,
  glyphCount: 300,
  subsets,
});

describe('FamilyFontFaces (the listing pages’ faces)', () => {
  it('declares each style by subset with its unicode-range, fontURL only without subsets', () => {
    const html = renderToStaticMarkup(
      <FamilyFontFaces
        families={[
          family('1', [
            style('10', [
              { id: 's1', url: `${API}/fonts/subsets/v1/10/latin.woff2`, unicodeRanges: 'U+0000-00FF' },
              { id: 's2', url: `${API}/fonts/subsets/v1/10/greek.woff2`, unicodeRanges: 'U+0370-03FF' },
            ]),
          ]),
          family('2', [style('20', [])]),
        ]}
      />,
    );
    const rules = [...html.matchAll(/@font-face\{[^}]*\}/g)].map((match) => match[0]);
    expect(rules).toHaveLength(3);
    expect(rules[0]).toContain(
      'font-family:"ff-style-10";src:url("http://api.test/fonts/subsets/v1/10/latin.woff2")',
    );
    expect(rules[0]).toContain('unicode-range:U+0000-00FF');
    expect(rules[1]).toContain('/fonts/subsets/v1/10/greek.woff2');
    expect(rules[1]).toContain('unicode-range:U+0370-03FF');
    // A style split into subsets does not declare fontURL (one preview) beside them, without a range.
    expect(html).not.toContain('/fonts/subsets/v2/10/latin.woff2');
    expect(rules[2]).toContain(
      'font-family:"ff-style-20";src:url("http://api.test/fonts/subsets/v2/20/latin.woff2")',
    );
    expect(rules[2]).not.toContain('unicode-range');
  });
});
