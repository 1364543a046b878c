'use client';

import type { Client } from '@urql/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { graphqlEndpoint } from '../env/runtime-config.ts';
import { useRuntimeConfig } from '../env/runtime-config-provider.tsx';

/** Where the tab's GraphQL client is kept once a component first asks for it (`useGraphqlClient`). */
export interface GraphqlClientSlotValue {
  endpoint: string;
  client: Client | undefined;
}

export const GraphqlClientSlotContext = createContext<GraphqlClientSlotValue | null>(null);

/**
 * The place of the tab's one GraphQL client, empty until a component asks for it: the frame of every
 * page holds this and not the client, so urql is loaded only by the pages that read through it
 * (docs/performance.md, "Session 16: script bytes"). An inner slot uses the outer one's client.
 * `client` gives one made beforehand (component tests).
 */
export function GraphqlClientSlot({ client, children }: { client?: Client; children: ReactNode }) {
  const outer = useContext(GraphqlClientSlotContext);
  const config = useRuntimeConfig();
  const [slot] = useState<GraphqlClientSlotValue>(
    () => outer ?? { endpoint: graphqlEndpoint(config), client },
  );
  return <GraphqlClientSlotContext.Provider value={slot}>{children}</GraphqlClientSlotContext.Provider>;
}

/** The API's GraphQL address, for the frame's plain requests (`postOperation`). */
export function useGraphqlEndpoint(): string {
  const slot = useContext(GraphqlClientSlotContext);
  if (!slot) throw new Error('useGraphqlEndpoint must be used inside a GraphqlClientSlot (AppProviders).');
  return slot.endpoint;
}
