import { mapExchange, type OperationResult } from '@urql/core';
import { hasInvalidTokenCode, signalInvalidToken } from './invalid-token-signal.ts';

export { TOKEN_INVALID_SIGNAL } from './invalid-token-signal.ts';

/** True when any GraphQL error of the result carries code 1 (token invalid). */
export function hasInvalidTokenError(result: Pick<OperationResult, 'error'>): boolean {
  return hasInvalidTokenCode(result.error?.graphQLErrors);
}

/** The urql client's side of `invalid-token-signal.ts`: signals every answer with code 1. */
export function invalidTokenExchange(target: () => EventTarget | undefined = () => globalThis.window) {
  return mapExchange({
    onResult(result) {
      if (hasInvalidTokenError(result)) signalInvalidToken(target());
    },
  });
}
