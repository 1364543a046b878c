// @vitest-environment jsdom
import { ERROR_MESSAGES_EN } from '@foundry/errors';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { hit, startSearchStandInApi } from '../search/server.ts';
import { SearchOverlay } from './search-overlay.tsx';

let api: Awaited<ReturnType<typeof startSearchStandInApi>>;

beforeAll(async () => {
  api = await startSearchStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

function renderOverlay(onClose = () => undefined) {
  const router = recordingRouter();
  render(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
      <AppRouterContext.Provider value={router}>
        <PathnameContext.Provider value="/">
          <I18nProvider>
            <GraphqlProvider>
              <SearchOverlay open onClose={onClose} />
            </GraphqlProvider>
          </I18nProvider>
        </PathnameContext.Provider>
      </AppRouterContext.Provider>
    </RuntimeConfigProvider>,
  );
  return { router, field: screen.getByRole('searchbox', { name: 'Search term' }) };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const INTER_GROUPS = [
  {
    category: 'FONTS',
    total: 5,
    hits: [hit('Family', '1', 'Inter', 'FONTS'), hit('Family', '2', 'Inter Display', 'FONTS')],
  },
  {
    category: 'BLOG',
    total: 1,
    hits: [hit('Story', '9', 'Designing Inter', 'BLOG', { type: 'BLOG' })],
  },
];

describe('SearchOverlay quick search', () => {
  it('shows the hint below 3 characters and asks nothing', async () => {
    const { field } = renderOverlay();
    type(field, 'In');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sent('QuickSearch')).toHaveLength(0);
  });

  it('groups the hits by category with View All and All Results links, and announces the count', async () => {
    api.answer('QuickSearch', () => ({ data: { quickSearch: INTER_GROUPS } }));
    const closed: string[] = [];
    const { field } = renderOverlay(() => {
      closed.push('closed');
    });
    type(field, 'Inter');
    const fonts = await screen.findByRole('region', { name: 'Fonts 5' });
    expect(api.sent('QuickSearch').map((body) => body.variables)).toEqual([{ term: 'Inter' }]);
    expect(screen.getByRole('status').textContent).toBe('6 results');
    expect(
      within(fonts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inter', '/fonts/inter'],
      ['Inter Display', '/fonts/inter-display'],
      ['View All', '/search/Inter/fonts'],
    ]);
    expect(within(fonts).getByRole('link', { name: 'View all 5 results in Fonts' })).toBeTruthy();
    const blog = screen.getByRole('region', { name: 'Blog 1' });
    // One hit reads as one, never "View all 1 results".
    expect(within(blog).getByRole('link', { name: 'View 1 result in Blog' }).textContent).toBe(
      'View 1 result',
    );
    expect(within(blog).getByRole('link', { name: 'Designing Inter' }).getAttribute('href')).toBe(
      '/blog/designing-inter',
    );
    const all = screen.getByRole('link', { name: 'All Results' });
    expect(all.getAttribute('href')).toBe('/search/Inter');
    fireEvent.click(all);
    expect(closed).toEqual(['closed']);
  });

  it('moves through the results with the arrow keys and back to the field', async () => {
    api.answer('QuickSearch', () => ({ data: { quickSearch: INTER_GROUPS } }));
    const { field } = renderOverlay();
    field.focus();
    type(field, 'Inte');
    await screen.findByRole('region', { name: 'Fonts 5' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Inter');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Inter Display');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(field);
  });

  it('says so when nothing is found, and shows the error message when the search fails', async () => {
    api.answer('QuickSearch', (body) =>
      body.variables.term === 'zzyzx'
        ? { data: { quickSearch: [] } }
        : { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    );
    const { field } = renderOverlay();
    type(field, 'zzyzx');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing found for “zzyzx”.'));
    expect(screen.queryByRole('link', { name: 'All Results' })).toBeNull();
    type(field, 'failing');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ERROR_MESSAGES_EN.unknown));
  });

  it('discards the answer for an older term that arrives after the newer one', async () => {
    let releaseOld: () => void = () => undefined;
    const oldAnswered = new Promise<void>((resolve) => {
      releaseOld = resolve;
    });
    api.answer('QuickSearch', async (body) => {
      if (body.variables.term === 'Gei') {
        await oldAnswered;
        return {
          data: {
            quickSearch: [{ category: 'FONTS', total: 1, hits: [hit('Family', '7', 'Geist Old', 'FONTS')] }],
          },
        };
      }
      return {
        data: {
          quickSearch: [{ category: 'FONTS', total: 1, hits: [hit('Family', '8', 'Geist Mono', 'FONTS')] }],
        },
      };
    });
    const { field } = renderOverlay();
    type(field, 'Gei');
    await waitFor(() => expect(api.sent('QuickSearch')).toHaveLength(1));
    type(field, 'Geist');
    await screen.findByRole('link', { name: 'Geist Mono' });
    releaseOld();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'Geist Old' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Geist Mono' })).toBeTruthy();
    expect(api.sent('QuickSearch').map((body) => body.variables.term)).toEqual(['Gei', 'Geist']);
  });

  it('goes to the results page of the typed term on submit', () => {
    const { field, router } = renderOverlay();
    type(field, ' sans & serif ');
    fireEvent.submit(field);
    expect(router.visited).toEqual(['/search/sans%20%26%20serif']);
  });
});
