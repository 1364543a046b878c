// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { recordingRouter } from '../../lib/testing/render-in-app.tsx';
import { SearchResultList } from './search-result-list.tsx';
import { hit, startSearchStandInApi } from './search-stand-in-api.test-support.ts';

let api: Awaited<ReturnType<typeof startSearchStandInApi>>;

beforeAll(async () => {
  api = await startSearchStandInApi();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  api.reset();
});

describe('SearchResultList', () => {
  it('lists the hits with their links and appends the next page on Load more', async () => {
    api.answer('SearchResults', () => ({
      data: {
        search: {
          hits: [hit('HelpItem', '3', 'Installing Inter', 'HELP')],
          pageInfo: { hasNextPage: false, nextPage: 3 },
          total: 3,
          counts: [],
        },
      },
    }));
    render(
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: api.origin })}>
        <AppRouterContext.Provider value={recordingRouter()}>
          <I18nProvider>
            <GraphqlProvider>
              <SearchResultList
                term="Inter"
                category={null}
                path="/search/Inter"
                total={3}
                nodes={[
                  {
                    key: 'Family:1',
                    kind: 'Family',
                    title: 'Inter',
                    description: 'A workhorse sans.',
                    category: 'FONTS',
                    href: '/fonts/inter',
                  },
                  {
                    key: 'Story:2',
                    kind: 'Story',
                    title: 'Designing Inter',
                    description: null,
                    category: 'BLOG',
                    href: '/blog/designing-inter',
                  },
                ]}
                pageInfo={{ hasNextPage: true, nextPage: 2 }}
                page={1}
                pageSize={2}
              />
            </GraphqlProvider>
          </I18nProvider>
        </AppRouterContext.Provider>
      </RuntimeConfigProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 3');
    expect(screen.getByRole('link', { name: 'Inter' }).getAttribute('href')).toBe('/fonts/inter');
    expect(screen.getByText('Story · Blog')).toBeTruthy();
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/search/Inter?page=2');

    fireEvent.click(more);
    const help = await screen.findByRole('link', { name: 'Installing Inter' });
    expect(help.getAttribute('href')).toBe('/help/installing-inter');
    expect(api.sent('SearchResults').map((body) => body.variables)).toEqual([
      { term: 'Inter', categories: null, page: 2, pageSize: 2 },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 3 of 3'));
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });
});
