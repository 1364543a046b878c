import type { CombinedError } from 'urql';
import { failureFromGraphqlErrors, type GraphqlFailure, networkFailure } from './graphql-failure.ts';

/** A failed urql operation as a GraphqlFailure: the first GraphQL error, else the network status. */
export function failureOfOperation(error: CombinedError): GraphqlFailure {
  return error.graphQLErrors.length > 0
    ? failureFromGraphqlErrors(error.graphQLErrors)
    : networkFailure((error.response as Response | undefined)?.status ?? null);
}
