// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n/server-translation.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { FamilyBundles } from './family-bundles.tsx';

afterEach(cleanup);

const t = serverT();
const family = (id: string, url: string, title: string) =>
  ({
    id,
    url,
    title,
    isIconFamily: false,
    defaultStyle: { id: `${id}1` },
    styles: [
      {
        id: `${id}1`,
        title: 'Regular',
        weight: 400,
        italic: false,
        fontURL: `/f/${id}.woff2`,
        glyphCount: 5,
      },
    ],
  }) as ListedFamily;

describe('FamilyBundles', () => {
  it('lists the families of the same suite and collection, each in its own font, linking to its page', () => {
    render(
      <FamilyBundles
        suite={[family('3', 'source-code-pro', 'Source Code Pro')]}
        collection={[family('4', 'inter-display', 'Inter Display')]}
        t={t}
      />,
    );
    const suite = screen.getByRole('region', { name: 'In the same suite' });
    const link = within(suite).getByRole('link', { name: 'Source Code Pro' });
    expect(link.getAttribute('href')).toBe('/fonts/source-code-pro');
    expect(link.style.fontFamily).toContain('ff-style-31');
    const collection = screen.getByRole('region', { name: 'In the same collection' });
    expect(within(collection).getByRole('link', { name: 'Inter Display' }).getAttribute('href')).toBe(
      '/fonts/inter-display',
    );
  });

  it('shows only the parts that have families', () => {
    const { container } = render(<FamilyBundles suite={[]} collection={[]} t={t} />);
    expect(container.innerHTML).toBe('');
    render(
      <FamilyBundles suite={[family('3', 'source-code-pro', 'Source Code Pro')]} collection={[]} t={t} />,
    );
    expect(screen.queryByRole('region', { name: 'In the same collection' })).toBeNull();
  });
});
