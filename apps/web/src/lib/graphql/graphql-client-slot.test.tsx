// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { Client } from '@urql/core';
import type { ReactNode } from 'react';
import { useClient } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../env/runtime-config.ts';
import { RuntimeConfigProvider } from '../env/runtime-config-provider.tsx';
import { GraphqlClientSlot } from './graphql-client-slot.tsx';
import { GraphqlProvider } from './graphql-provider.tsx';
import { useGraphqlClient } from './use-graphql-client.ts';
import { useGraphqlClientLater } from './use-graphql-client-later.ts';

afterEach(cleanup);

const seen: { now?: Client; later?: () => Promise<Client>; urql?: Client } = {};

function Now() {
  seen.now = useGraphqlClient();
  return null;
}
function Later() {
  seen.later = useGraphqlClientLater();
  return null;
}
function Urql() {
  seen.urql = useClient();
  return null;
}

const inApp = (children: ReactNode) => (
  <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: 'http://api.test' })}>
    <GraphqlClientSlot>{children}</GraphqlClientSlot>
  </RuntimeConfigProvider>
);

describe('the tab’s one GraphQL client', () => {
  it('is made on first use and given alike now, later and to urql’s hooks below a GraphqlProvider', async () => {
    render(
      inApp(
        <>
          <Later />
          <Now />
          <GraphqlProvider>
            <Urql />
          </GraphqlProvider>
        </>,
      ),
    );
    expect(seen.now).toBeDefined();
    expect(await seen.later?.()).toBe(seen.now);
    expect(seen.urql).toBe(seen.now);
  });

  it('is fetched by the first call made later when nothing has made it yet', async () => {
    render(inApp(<Later />));
    const first = await seen.later?.();
    expect(first).toBeDefined();
    expect(await seen.later?.()).toBe(first);
  });
});
