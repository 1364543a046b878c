'use client';

import type { Client } from '@urql/core';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { GraphqlClientSlot } from './graphql-client-slot.tsx';
import { useGraphqlClient } from './use-graphql-client.ts';

function UrqlProvider({ children }: { children: ReactNode }) {
  return <Provider value={useGraphqlClient()}>{children}</Provider>;
}

/**
 * urql's Provider with the tab's client, for the parts of a page that read with urql's `useQuery`:
 * they (or their route's layout) set it, not the frame of every page, so urql's React bindings come
 * with their scripts. Under the root's slot it uses the root's client; alone (component tests) it
 * makes its own, or takes `client`.
 */
export function GraphqlProvider({ client, children }: { client?: Client; children: ReactNode }) {
  return (
    <GraphqlClientSlot client={client}>
      <UrqlProvider>{children}</UrqlProvider>
    </GraphqlClientSlot>
  );
}
