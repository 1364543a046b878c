// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import type { ListedStory } from './story-card.tsx';
import { StoryList } from './story-list.tsx';

// A stand-in API over real HTTP: the browser client and fetch run for real.
const asked: Record<string, unknown>[] = [];
let server: Server;
let origin: string;

const story = (id: number, extra: Partial<Record<string, unknown>> = {}) =>
  ({
    __typename: 'Story',
    id: String(id),
    url: `story-${id}`,
    path: `/blog/story-${id}`,
    title: `Story ${id}`,
    type: 'BLOG',
    researchCategory: null,
    date: `2025-01-${String(10 + id)}`,
    description: `About story ${id}`,
    readingTime: 3,
    movieDuration: null,
    language: 'en',
    coverImage: {
      __typename: 'Image',
      url: `/files/images/${id}.png`,
      width: 1200,
      height: 630,
      alt: `Cover ${id}`,
    },
    authors: [{ __typename: 'Author', id: '1', url: 'anna-novakova', title: 'Anna Nováková' }],
    ...extra,
  }) as unknown as ListedStory;

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
        readStories: {
          __typename: 'StoryPage',
          nodes: [
            story(2),
            story(1, { movieDuration: 245, readingTime: 0, type: 'MOVIE', path: '/movies/story-1' }),
          ],
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

describe('story list', () => {
  it('shows cards linking to the stories and their authors, and loads the next page with the same filters', async () => {
    render(
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <StoryList
              nodes={[story(4), story(3)]}
              pageInfo={{ hasNextPage: true, nextPage: 2 }}
              page={1}
              pageSize={2}
              filters={{ kind: 'all', languages: ['en'] }}
            />
          </GraphqlProvider>
        </I18nProvider>
      </RuntimeConfigProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Story 4' }).closest('a')?.getAttribute('href'),
    ).toBe('/blog/story-4');
    expect(screen.getAllByRole('link', { name: 'Anna Nováková' })[0]?.getAttribute('href')).toBe(
      '/authors/anna-novakova',
    );
    expect(screen.getAllByText(/3 min read/)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 stories shown');
    const more = screen.getByRole('link', { name: 'Load more stories' });
    expect(more.getAttribute('href')).toBe('/stories?language=en&page=2');

    fireEvent.click(more);
    expect(await screen.findByText('Story 1')).toBeTruthy();
    expect(asked).toEqual([{ languages: ['en'], page: 2, pageSize: 2 }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Story 4',
      'Story 3',
      'Story 2',
      'Story 1',
    ]);
    // A movie shows its running time instead of a reading time.
    expect(screen.getByText(/4:05/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Load more stories' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('4 stories shown');
  });

  it('says so when a listing has no stories', () => {
    render(
      <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
        <I18nProvider>
          <GraphqlProvider>
            <StoryList
              nodes={[]}
              pageInfo={{ hasNextPage: false, nextPage: 2 }}
              page={1}
              pageSize={12}
              filters={{ kind: 'MOVIE' }}
            />
          </GraphqlProvider>
        </I18nProvider>
      </RuntimeConfigProvider>,
    );
    expect(screen.getByText('No stories here yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Load more stories' })).toBeNull();
  });
});
