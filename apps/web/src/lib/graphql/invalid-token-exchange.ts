import { isInvalidSessionError } from '@foundry/errors';
import { mapExchange, type OperationResult } from '@urql/core';

/** Internal signal from the GraphQL client to the auth provider: a call answered code 1. */
export const TOKEN_INVALID_SIGNAL = 'foundry:token-invalid';

/** True when any GraphQL error of the result carries code 1 (token invalid). */
export function hasInvalidTokenError(result: Pick<OperationResult, 'error'>): boolean {
  return (result.error?.graphQLErrors ?? []).some((error) => isInvalidSessionError(error.extensions?.code));
}

/**
 * Spec section 8: code 1 on any call triggers the invalid-session handler. The exchange only signals;
 * the auth provider decides (a guest's code 1 just confirms there is no session).
 */
export function invalidTokenExchange(target: () => EventTarget | undefined = () => globalThis.window) {
  return mapExchange({
    onResult(result) {
      if (hasInvalidTokenError(result)) target()?.dispatchEvent(new Event(TOKEN_INVALID_SIGNAL));
    },
  });
}
