'use client';

import type { Client } from '@urql/core';
import { useCallback, useContext } from 'react';
import { GraphqlClientSlotContext } from './graphql-client-slot.tsx';

/**
 * The tab's GraphQL client for calls made after the page is drawn (effects, handlers): the same
 * client as `useGraphqlClient`'s, but urql's script is fetched on the first call when no part of the
 * page has loaded it yet, so a page that only reads on demand (a search, "load more") does not carry
 * urql in its first load (docs/performance.md, "Session 16: script bytes").
 */
export function useGraphqlClientLater(): () => Promise<Client> {
  const slot = useContext(GraphqlClientSlotContext);
  return useCallback(async () => {
    if (!slot)
      throw new Error('useGraphqlClientLater must be used inside a GraphqlClientSlot (AppProviders).');
    return slot.client ?? (await import('./client-of-slot.ts')).clientOfSlot(slot);
  }, [slot]);
}
