// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import type { ListedFamily } from '../catalogue/index.ts';
import { CategoryFamilyList } from './category-family-list.tsx';

// A stand-in API over real HTTP: the browser client and fetch run for real.
const asked: Record<string, unknown>[] = [];
let answer: 'page' | 'error' = 'page';
let server: Server;
let origin: string;

const family = (id: number, url: string, title: string): ListedFamily => ({
  id: String(id),
  url,
  title,
  isIconFamily: false,
  defaultStyle: { id: `${id}1` },
  styles: [
    {
      id: `${id}0`,
      title: 'Light',
      weight: 300,
      italic: false,
      fontURL: `/files/${url}-l.woff2`,
      glyphCount: 300,
    },
    {
      id: `${id}1`,
      title: 'Regular',
      weight: 400,
      italic: false,
      fontURL: `/files/${url}.woff2`,
      glyphCount: 310,
    },
  ],
});
const typed = (node: ListedFamily) => ({
  __typename: 'Family',
  ...node,
  defaultStyle: node.defaultStyle ? { __typename: 'Style', ...node.defaultStyle } : null,
  styles: node.styles.map((style) => ({ __typename: 'Style', ...style })),
});

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
    const body =
      answer === 'error'
        ? { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : {
            data: {
              readFamilies: {
                __typename: 'FamilyPage',
                nodes: [typed(family(3, 'noto-sans', 'Noto Sans'))],
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
  answer = 'page';
});

function renderList(nodes: ListedFamily[], hasNextPage: boolean, page = 1) {
  renderInApp(
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <GraphqlProvider>
        <CategoryFamilyList
          category="legibility"
          basePath="/fonts/legibility"
          nodes={nodes}
          pageInfo={{ hasNextPage, nextPage: page + 1 }}
          page={page}
          pageSize={2}
        />
      </GraphqlProvider>
    </RuntimeConfigProvider>,
  );
}

const styleCss = () =>
  [...document.querySelectorAll('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href'))
    .join('\n');
const samples = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('CategoryFamilyList', () => {
  it('shows the families sampled in their default style and loads the next page of the same category', async () => {
    renderList([family(1, 'inter', 'Inter'), family(2, 'vollkorn', 'Vollkorn')], true);
    const inter = screen.getByRole('heading', { name: 'Inter' });
    expect(inter.getAttribute('data-font-family')).toBe(fontFaceFamilyName('11'));
    expect(inter.closest('a')?.getAttribute('href')).toBe('/fonts/inter');
    expect(styleCss()).toContain('/font-faces/vollkorn?');

    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/fonts/legibility?page=2');
    fireEvent.click(more);
    expect(await screen.findByRole('heading', { name: 'Noto Sans' })).toBeTruthy();
    expect(asked).toEqual([{ category: 'legibility', page: 2, pageSize: 2 }]);
    expect(samples()).toEqual(['Inter', 'Vollkorn', 'Noto Sans']);
    expect(styleCss()).toContain('/font-faces/noto-sans?');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull());
  });

  it('keeps what it has and shows the failure when a page cannot be loaded', async () => {
    answer = 'error';
    renderList([family(1, 'inter', 'Inter')], true);
    fireEvent.click(screen.getByRole('link', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(samples()).toEqual(['Inter']);
  });

  it('says so when the category has no families, with a link back from a later page', () => {
    renderList([], false, 2);
    expect(screen.getByRole('status').textContent).toBe('No families in this category yet.');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/fonts/legibility',
    );
  });
});
