'use client';

import type { Client } from '@urql/core';
import { useContext } from 'react';
import { clientOfSlot } from './client-of-slot.ts';
import { GraphqlClientSlotContext } from './graphql-client-slot.tsx';

/**
 * The tab's GraphQL client (create-browser-client.ts), made the first time a component asks for it
 * and kept in the root's `GraphqlClientSlot`: one client, one cache, for every part of the page.
 * A component that calls the API only after the page is drawn takes `useGraphqlClientLater`.
 */
export function useGraphqlClient(): Client {
  const slot = useContext(GraphqlClientSlotContext);
  if (!slot) throw new Error('useGraphqlClient must be used inside a GraphqlClientSlot (AppProviders).');
  return clientOfSlot(slot);
}
