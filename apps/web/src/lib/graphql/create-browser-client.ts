import { type Client, cacheExchange, createClient, fetchExchange, mapExchange } from '@urql/core';
import { invalidTokenExchange } from './invalid-token-exchange.ts';
import { logOperationFailure } from './log-operation-failure.ts';

/**
 * The browser's GraphQL client (docs/shop-contract.md): credentials included so the session cookie travels,
 * the browser adds the Origin header itself, watched queries read cache-and-network. Errors are logged
 * with the operation name (`log-operation-failure.ts`, which the frame's plain requests share); screens map
 * `extensions.code` with `failureFromGraphqlErrors`. Code 1 on any call signals the auth provider
 * (docs/errors.md). Made by `useGraphqlClient` when a page first needs it.
 */
export function createBrowserClient(endpoint: string): Client {
  return createClient({
    url: endpoint,
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    fetchOptions: { credentials: 'include' },
    exchanges: [
      mapExchange({
        onError(error, operation) {
          const name = operation.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
          logOperationFailure(
            name,
            operation.variables,
            error.networkError
              ? { kind: 'network', status: (error.response as Response | undefined)?.status ?? null }
              : { kind: 'graphql', message: error.message, errors: error.graphQLErrors },
          );
        },
      }),
      invalidTokenExchange(),
      cacheExchange,
      fetchExchange,
    ],
  });
}
