import { isInvalidSessionError } from '@foundry/errors';

/** Internal signal from the GraphQL layer to the auth provider: a call answered code 1. */
export const TOKEN_INVALID_SIGNAL = 'foundry:token-invalid';

interface GraphqlErrorLike {
  extensions?: Record<string, unknown> | undefined;
}

/** True when any of the GraphQL errors carries code 1 (token invalid). */
export function hasInvalidTokenCode(errors: readonly GraphqlErrorLike[] | undefined): boolean {
  return (errors ?? []).some((error) => isInvalidSessionError(error.extensions?.code));
}

/**
 * Spec section 8: code 1 on any call triggers the invalid-session handler. The GraphQL layer only
 * signals; the auth provider decides (a guest's code 1 just confirms there is no session).
 */
export function signalInvalidToken(target: EventTarget | undefined = globalThis.window): void {
  target?.dispatchEvent(new Event(TOKEN_INVALID_SIGNAL));
}
