// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { startOperationStandIn } from '../../lib/testing/operation-stand-in.ts';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { FamilyCard, type ListedFamily } from './family-card.tsx';

let api: Awaited<ReturnType<typeof startOperationStandIn>>;
beforeAll(async () => {
  api = await startOperationStandIn();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

const icons: ListedFamily = {
  id: '9',
  url: 'bootstrap-icons',
  title: 'Bootstrap Icons',
  isIconFamily: true,
  defaultStyle: { id: '90' },
  styles: [
    {
      id: '90',
      title: 'Regular',
      weight: 400,
      italic: false,
      fontURL: '/f.woff2',
      glyphCount: 2077,
    },
  ],
};

const outline = (id: string) => ({
  id,
  name: `icon-${id}`,
  path: `M0 0L${id} 10Z`,
  viewBox: '0 -800 1000 1000',
});

describe('an icon family’s card', () => {
  it('names the family in the UI font and draws its first icons from their outlines', async () => {
    api.answer('ReadCardIcons', () => ({
      data: { readGlyphs: { nodes: [outline('1'), outline('2'), outline('3')] } },
    }));
    renderInApp(
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
        <GraphqlProvider>
          <FamilyCard family={icons} t={serverT()} sampleText="Hamburg" />
        </GraphqlProvider>
      </RuntimeConfigProvider>,
    );
    const name = screen.getByRole('heading', { name: 'Bootstrap Icons' });
    expect(name.style.fontFamily).toBe('');
    expect(name.getAttribute('data-font-family')).toBeNull();
    // No letters are sampled in a font without letters.
    expect(screen.queryByText('Hamburg')).toBeNull();

    await waitFor(() => expect(document.querySelectorAll('.family-card__icon')).toHaveLength(3));
    expect(api.sent('ReadCardIcons').map((body) => body.variables)).toEqual([
      { styleID: '90', pageSize: 12 },
    ]);
    expect(document.querySelector('.family-card__icon path')?.getAttribute('d')).toBe('M0 0L1 10Z');
    expect(screen.getByText(/2,077 glyphs|2077 glyphs/)).toBeTruthy();
  });
});
