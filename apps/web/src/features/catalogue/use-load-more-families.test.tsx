// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import type { CatalogueFamily } from './queries/catalogue-family.ts';
import { useLoadMoreFamilies } from './use-load-more-families.ts';

// A stand-in API over real HTTP: the browser client, its exchanges and fetch all run for real.
const asked: { page: number; pageSize: number }[] = [];
let answer: (page: number) => unknown = () => ({ data: null });
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const { variables } = JSON.parse(text) as { variables: { page: number; pageSize: number } };
    asked.push(variables);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer(variables.page)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  asked.length = 0;
});

const family = (url: string) =>
  ({
    __typename: 'Family',
    id: url,
    title: url,
    url,
    defaultStyle: null,
    styles: [],
    flavor: null,
    supportedScripts: [],
    variableFonts: [],
    prices: { basicFamily: null, basicStyle: null },
  }) as unknown as CatalogueFamily;

const wrapper = ({ children }: { children: ReactNode }) => (
  <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
    <GraphqlProvider>{children}</GraphqlProvider>
  </RuntimeConfigProvider>
);

describe('useLoadMoreFamilies (/fonts Load more)', () => {
  it('loads the next page after the one the visitor arrived on and appends it', async () => {
    answer = (page) => ({
      data: {
        readFamilies: {
          __typename: 'FamilyPage',
          nodes: [family(`p${page}-a`), family(`p${page}-b`)],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, nextPage: page + 1 },
        },
      },
    });
    const initial = {
      nodes: [family('p3-a'), family('p3-b')],
      pageInfo: { hasNextPage: true, nextPage: 4 },
      page: 3,
      pageSize: 2,
    };
    const { result } = renderHook(() => useLoadMoreFamilies(initial), { wrapper });
    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked).toEqual([{ page: 4, pageSize: 2 }]);
    expect(result.current.list.nodes.map((node) => node.url)).toEqual(['p3-a', 'p3-b', 'p4-a', 'p4-b']);
    expect(result.current.list.hasNextPage).toBe(false);
    expect(result.current.failure).toBeUndefined();
  });

  it('keeps the families and shows the failure when a page fails', async () => {
    answer = () => ({ data: null, errors: [{ message: 'Too many requests', extensions: { code: 429 } }] });
    const initial = {
      nodes: [family('a')],
      pageInfo: { hasNextPage: true, nextPage: 2 },
      page: 1,
      pageSize: 1,
    };
    const { result } = renderHook(() => useLoadMoreFamilies(initial), { wrapper });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failure).toBeDefined());
    expect(result.current.failure).toMatchObject({ kind: 'graphql', code: 429 });
    expect(result.current.list).toMatchObject({ hasNextPage: true, nextPage: 2 });
    expect(result.current.list.nodes.map((node) => node.url)).toEqual(['a']);
    expect(result.current.loading).toBe(false);
  });
});
