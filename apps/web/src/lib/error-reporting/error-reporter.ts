import { stripVariables } from '@foundry/domain';
import { isErrorCode } from '@foundry/errors';

/** Sends one error with context; installed by the SDK set-up, absent while reporting is off. */
export type ErrorReporter = (error: Error, extra: Record<string, unknown>) => void;

let reporter: ErrorReporter | null = null;

/** Installed once the SDK is initialised; the GraphQL layer never imports the SDK itself. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

interface GraphqlErrorLike {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/**
 * Reports GraphQL errors that are not catalogue codes (those are expected answers the UI shows),
 * with the operation name and its variables minus the stripped ones. Returns how many it reported.
 */
export function reportGraphqlErrors(
  operationName: string,
  variables: unknown,
  errors: readonly GraphqlErrorLike[],
): number {
  const unexpected = errors.filter((error) => !isErrorCode(error.extensions?.code));
  if (!reporter || unexpected.length === 0) return 0;
  for (const error of unexpected) {
    reporter(new Error(`GraphQL error in ${operationName}: ${error.message}`), {
      operationName,
      variables: stripVariables(variables ?? {}),
    });
  }
  return unexpected.length;
}
