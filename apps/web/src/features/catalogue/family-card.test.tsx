// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { FamilyCard, type ListedFamily } from './family-card.tsx';

afterEach(cleanup);

const family = (url: string, title: string, isIconFamily: boolean): ListedFamily => ({
  id: '7',
  url,
  title,
  isIconFamily,
  defaultStyle: { id: '70' },
  styles: [
    {
      id: '70',
      title: 'Regular',
      weight: 400,
      italic: false,
      fontURL: `/files/${url}.woff2`,
      glyphCount: 2000,
    },
  ],
});

describe('FamilyCard', () => {
  it('sets a text family’s name in its own face', () => {
    renderInApp(<FamilyCard family={family('inter', 'Inter', false)} t={serverT()} />);
    const name = screen.getByRole('heading', { name: 'Inter' });
    expect(name.style.fontFamily).toContain('ff-style-70');
    expect(name.style.fontWeight).toBe('400');
  });

  it('sets an icon family’s name in the UI font, not in an icon face without letters', () => {
    renderInApp(<FamilyCard family={family('bootstrap-icons', 'Bootstrap Icons', true)} t={serverT()} />);
    const name = screen.getByRole('heading', { name: 'Bootstrap Icons' });
    expect(name.style.fontFamily).toBe('');
    expect(name.getAttribute('data-font-family')).toBeNull();
    // Its counts are still those of its sample style.
    expect(screen.getByText(/2,000 glyphs|2000 glyphs/)).toBeTruthy();
  });
});
