import { reportGraphqlErrors } from '../error-reporting/error-reporter.ts';
import { hasInvalidTokenCode } from './invalid-token-signal.ts';

interface GraphqlErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/** How an operation failed: no usable answer (with the HTTP status, if any), or GraphQL errors. */
export type OperationFailure =
  | { kind: 'network'; status: number | null }
  | { kind: 'graphql'; message: string; errors: readonly GraphqlErrorLike[] };

/**
 * What the browser does with every failed GraphQL call, by the urql client or by plain fetch: logs it
 * with the operation's name and reports the GraphQL errors that are not catalogue codes. Code 1 is
 * no fault: no session is an answer, which the auth provider handles.
 */
export function logOperationFailure(
  name: string | undefined,
  variables: unknown,
  failure: OperationFailure,
): void {
  if (failure.kind === 'graphql' && hasInvalidTokenCode(failure.errors)) return;
  const operation = name ?? 'anonymous';
  if (failure.kind === 'network') {
    console.error(`GraphQL network error in ${operation}: status ${failure.status ?? 'none'}`);
  } else {
    console.error(`GraphQL error in ${operation}: ${failure.message}`);
    reportGraphqlErrors(operation, variables, failure.errors);
  }
}
