import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { readRuntimeConfig } from '../env/runtime-config.ts';
import { RuntimeConfigProvider } from '../env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../graphql/graphql-provider.tsx';

export interface GraphqlRequestBody {
  operationName?: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface ApiStandIn {
  /** Where the stand-in listens: the API_URL of the components under test. */
  origin: string;
  /** Every GraphQL request body it received, in order. */
  received: GraphqlRequestBody[];
  close(): Promise<void>;
}

/**
 * A local HTTP stand-in of the API for component tests: real requests from the real GraphQL
 * client, answered by `answer` (a GraphQL response body) and recorded.
 */
export async function startApiStandIn(answer: (body: GraphqlRequestBody) => unknown): Promise<ApiStandIn> {
  const received: GraphqlRequestBody[] = [];
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as GraphqlRequestBody;
    received.push(body);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The providers a component needs to talk to the API at `origin`, as the root layout gives them. */
export function ApiProviders({ origin, children }: { origin: string; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={readRuntimeConfig({ API_URL: origin })}>
      <GraphqlProvider>{children}</GraphqlProvider>
    </RuntimeConfigProvider>
  );
}
