'use client';

import { type ReactNode, useState } from 'react';
import { Provider } from 'urql';
import { graphqlEndpoint } from '../env/runtime-config.ts';
import { useRuntimeConfig } from '../env/runtime-config-provider.tsx';
import { createBrowserClient } from './create-browser-client.ts';

/** One urql client per browser tab, pointed at the API address the server handed down at runtime. */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const [client] = useState(() => createBrowserClient(graphqlEndpoint(config)));
  return <Provider value={client}>{children}</Provider>;
}
