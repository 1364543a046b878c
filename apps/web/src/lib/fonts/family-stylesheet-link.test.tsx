import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StylesheetFamily } from './family-stylesheet.ts';
import { FamilyStylesheetLink } from './family-stylesheet-link.tsx';

const family = (fontURL: string): StylesheetFamily => ({
  url: 'inter',
  styles: [{ id: '1', weight: 400, italic: false, fontURL, subsets: [] }],
});

describe('FamilyStylesheetLink', () => {
  it('links the shared stylesheet for public preview URLs, with no inline rules', () => {
    const html = renderToStaticMarkup(<FamilyStylesheetLink family={family('http://api.test/a.woff2')} />);
    expect(html).toMatch(/<link rel="stylesheet" href="\/font-faces\/inter\?v=\w+"/);
    expect(html).not.toContain('@font-face');
  });

  it("keeps a member's personal preview URLs out of the shared stylesheet, inline instead", () => {
    const html = renderToStaticMarkup(
      <FamilyStylesheetLink family={family('http://api.test/a.woff2?access=123.sig')} />,
    );
    expect(html).toContain('@font-face');
    expect(html).toContain('access=123.sig');
    expect(html).not.toContain('<link');
  });
});
