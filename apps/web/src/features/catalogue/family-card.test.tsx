// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { FamilyCard, type ListedFamily } from './family-card.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

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
  it('sets a text family’s name in its own face at the list’s size', () => {
    renderInApp(<FamilyCard family={family('inter', 'Inter', false)} t={serverT()} sampleSize={96} />);
    const name = screen.getByRole('heading', { name: 'Inter' });
    expect(name.style.fontFamily).toContain('ff-style-70');
    expect(name.style.fontWeight).toBe('400');
    expect(name.style.getPropertyValue('--sample-size')).toBe('96px');
    expect(screen.getByRole('link', { name: 'Inter' }).getAttribute('href')).toBe('/fonts/inter');
  });

  it('sets the shared sample text in the family’s face under its name, with the price “from”', () => {
    renderInApp(
      <FamilyCard
        family={family('inter', 'Inter', false)}
        t={serverT()}
        sampleText="Hamburg"
        fromPrice="€49.00"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Inter' }).style.fontFamily).toBe('');
    const sample = screen.getByText('Hamburg');
    expect(sample.style.fontFamily).toContain('ff-style-70');
    expect(screen.getByText('from €49.00')).toBeTruthy();
  });

  it('opens the quick view from a quiet button named after the family', () => {
    const opened: string[] = [];
    renderInApp(
      <FamilyCard
        family={family('inter', 'Inter', false)}
        t={serverT()}
        onQuickView={() => opened.push('inter')}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quick view of Inter' }));
    expect(opened).toEqual(['inter']);
  });
});
