import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { familyStylesheetHref } from '../../lib/fonts/family-stylesheet.ts';
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

const style = (id: string) => ({
  id,
  title: 'Regular',
  weight: 400,
  italic: false,
  fontURL: `${API}/fonts/subsets/v2/${id}/latin.woff2`,
  glyphCount: 300,
});

describe('FamilyFontFaces (the listing pages’ faces)', () => {
  it("links each listed family's stylesheet once, and inlines no rules", () => {
    const families = [family('1', [style('10'), style('11')]), family('2', [style('20')])];
    const html = renderToStaticMarkup(<FamilyFontFaces families={families} />);
    const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) =>
      (match[1] ?? '').replace(/&amp;/g, '&'),
    );
    expect(hrefs).toEqual(families.map((listed) => familyStylesheetHref(listed)));
    expect(hrefs[0]).toMatch(/^\/font-faces\/family-1\?v=\w+$/);
    expect(html).not.toContain('@font-face');
  });
});
