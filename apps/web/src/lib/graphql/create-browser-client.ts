import { type Client, cacheExchange, createClient, fetchExchange, mapExchange } from '@urql/core';
import { hasInvalidTokenError, invalidTokenExchange } from '../../features/auth/invalid-token-exchange.ts';
import { reportGraphqlErrors } from '../error-reporting/error-reporter.ts';

/**
 * The browser's GraphQL client (docs/shop-contract.md): credentials included so the session cookie travels,
 * the browser adds the Origin header itself, watched queries read cache-and-network. Errors are logged
 * with the operation name; screens map `extensions.code` with `failureFromGraphqlErrors`. Code 1 on
 * any call signals the auth provider (docs/errors.md).
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
          // No session is an answer, not a fault: the auth provider handles code 1.
          if (hasInvalidTokenError({ error })) return;
          if (error.networkError) {
            const status = (error.response as Response | undefined)?.status ?? 'none';
            console.error(`GraphQL network error in ${name ?? 'anonymous'}: status ${status}`);
          } else {
            console.error(`GraphQL error in ${name ?? 'anonymous'}: ${error.message}`);
            reportGraphqlErrors(name ?? 'anonymous', operation.variables, error.graphQLErrors);
          }
        },
      }),
      invalidTokenExchange(),
      cacheExchange,
      fetchExchange,
    ],
  });
}
