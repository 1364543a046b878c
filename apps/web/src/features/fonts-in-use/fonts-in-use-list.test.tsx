// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { FontsInUseList } from './fonts-in-use-list.tsx';
import type { ListedFontsInUse } from './use-load-more-fonts-in-use.ts';

// A stand-in API over real HTTP: the browser client and fetch run for real.
const asked: Record<string, unknown>[] = [];
let server: Server;
let origin: string;

const showcase = (id: number) =>
  ({
    __typename: 'FontsInUse',
    id: String(id),
    title: `Showcase ${id}`,
    designer: 'Studio',
    year: 2024,
    category: 'Books',
    images: [
      { __typename: 'Image', url: `/files/images/${id}.png`, width: 1200, height: 900, alt: `Picture ${id}` },
    ],
    families: [{ __typename: 'Family', id: '1', title: 'Vollkorn', url: 'vollkorn' }],
  }) as unknown as ListedFontsInUse;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const { variables } = JSON.parse(text) as { variables: Record<string, unknown> };
    asked.push(variables);
    const body = {
      data: {
        readFontsInUse: {
          __typename: 'FontsInUsePage',
          nodes: [showcase(4), showcase(3)],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, nextPage: 3 },
        },
      },
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('fonts-in-use list', () => {
  it('shows cards linking to the detail pages and loads the next page with the same filters', async () => {
    render(
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <FontsInUseList
              nodes={[showcase(6), showcase(5)]}
              pageInfo={{ hasNextPage: true, nextPage: 2 }}
              page={1}
              pageSize={2}
              filters={{ country: 'DE', family: '1' }}
            />
          </GraphqlProvider>
        </I18nProvider>
      </RuntimeConfigProvider>,
    );
    const title = screen.getByText('Showcase 6');
    expect(title.closest('a')?.getAttribute('href')).toBe('/fonts/in-use/6');
    expect((screen.getByAltText('Picture 6') as HTMLImageElement).src).toContain('6.png');
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/fonts/in-use?family=1&country=DE&page=2');

    fireEvent.click(more);
    expect(await screen.findByText('Showcase 3')).toBeTruthy();
    expect(asked).toEqual([
      {
        families: ['1'],
        countries: ['DE'],
        page: 2,
        pageSize: 2,
      },
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Showcase 6',
      'Showcase 5',
      'Showcase 4',
      'Showcase 3',
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull());
  });
});
