// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { ApiProviders, type ApiStandIn, startApiStandIn } from '../../lib/testing/api-stand-in.tsx';
import { GlyphsSection } from './glyphs-section.tsx';

/** The stand-in font: a few Latin glyphs and one in private use. */
const GLYPHS = [
  { name: 'A', codePoint: 0x41 },
  { name: 'Adieresis', codePoint: 0xc4 },
  { name: 'adieresis', codePoint: 0xe4 },
  { name: 'uniE000', codePoint: 0xe000 },
].map((glyph, index) => ({
  id: String(index + 1),
  ...glyph,
  unicode: String.fromCodePoint(glyph.codePoint),
  path: `M0 0L${index} 10Z`,
  viewBox: '0 -800 1000 1000',
}));

/** The API's answer: code point searches ('U+00C4') find that glyph, any other text a name part. */
function answer(variables: Record<string, unknown>) {
  const search = typeof variables.search === 'string' ? variables.search : '';
  const notation = /^U\+([0-9A-F]+)$/i.exec(search);
  const nodes = GLYPHS.filter((glyph) =>
    notation
      ? glyph.codePoint === Number.parseInt(notation[1] as string, 16)
      : glyph.name.toLowerCase().includes(search.toLowerCase()),
  );
  return { data: { readGlyphs: { nodes, pageInfo: { hasNextPage: false, nextPage: 2 } } } };
}

let api: ApiStandIn;
const sizes = ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'] as const;

beforeAll(async () => {
  api = await startApiStandIn((body) => answer(body.variables));
  // jsdom lays nothing out: the grid's box gets a desktop size, so its rows are drawn.
  for (const size of sizes)
    Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 720 });
});

afterAll(async () => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
  await api.close();
});

afterEach(() => {
  cleanup();
  api.received.length = 0;
});

function renderSection() {
  render(
    <I18nProvider>
      <ApiProviders origin={api.origin}>
        <GlyphsSection
          styleID="7"
          categories={[
            { name: 'Uppercase', count: 2 },
            { name: 'Lowercase', count: 1 },
            { name: 'Private use', count: 1 },
          ]}
        />
      </ApiProviders>
    </I18nProvider>,
  );
}

describe('GlyphsSection', () => {
  it('opens on every glyph, with tabs for the categories but none for private use', async () => {
    renderSection();
    const tabs = screen
      .getAllByRole('button', { pressed: undefined })
      .filter((button) => button.classList.contains('glyphs__tab'));
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All 4', 'Uppercase 2', 'Lowercase 1']);
    expect(tabs[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Adieresis U+00C4' })).toBeTruthy();
    expect(api.received[0]?.variables).toMatchObject({ styleID: '7', category: null, search: null });
  });

  it('finds a glyph by its code point and shows it large with its name', async () => {
    renderSection();
    await screen.findByRole('button', { name: 'A U+0041' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a glyph' }), {
      target: { value: 'U+00C4' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 glyph'));
    expect(api.received.at(-1)?.variables).toMatchObject({ search: 'U+00C4', category: null });
    expect(screen.queryByRole('button', { name: 'A U+0041' })).toBeNull();
    const detail = screen.getByRole('figure');
    expect(detail.textContent).toContain('Adieresis');
    expect(detail.textContent).toContain('U+00C4');
  });

  it('says when nothing matches', async () => {
    renderSection();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a glyph' }), {
      target: { value: 'zzz' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No glyph matches “zzz”.'));
  });
});
