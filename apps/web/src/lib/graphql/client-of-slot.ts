import type { Client } from '@urql/core';
import { createBrowserClient } from './create-browser-client.ts';
import type { GraphqlClientSlotValue } from './graphql-client-slot.tsx';

/** The slot's client, made the first time it is asked for and kept: one client, one cache, a tab. */
export function clientOfSlot(slot: GraphqlClientSlotValue): Client {
  slot.client ??= createBrowserClient(slot.endpoint);
  return slot.client;
}
