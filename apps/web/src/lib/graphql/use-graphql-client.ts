'use client';

import type { Client } from '@urql/core';
import { useContext } from 'react';
import { createBrowserClient } from './create-browser-client.ts';
import { GraphqlClientSlotContext } from './graphql-client-slot.tsx';

/**
 * The tab's GraphQL client (create-browser-client.ts), made the first time a component asks for it
 * and kept in the root's `GraphqlClientSlot`: one client, one cache, for every part of the page.
 */
export function useGraphqlClient(): Client {
  const slot = useContext(GraphqlClientSlotContext);
  if (!slot) throw new Error('useGraphqlClient must be used inside a GraphqlClientSlot (AppProviders).');
  // Made once per slot and kept: later renders and other components get the same client.
  slot.client ??= createBrowserClient(slot.endpoint);
  return slot.client;
}
