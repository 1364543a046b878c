import { isAppError } from '@foundry/errors';
import { GraphQLError } from '../lib/graphql.ts';
import { appErrorToGraphQL } from './app-error-to-graphql.ts';
import { inputErrorOf, inputErrorToGraphQL } from './input-error-to-graphql.ts';

export const MASKED_MESSAGE = 'Unexpected error.';

/** The innermost cause that is not a GraphQLError wrapper. */
function originalOf(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/** True when the error is a bug or an outage that must not reach the client as is. */
export function isUnexpectedError(error: unknown): boolean {
  const original = originalOf(error);
  return !(original instanceof GraphQLError) && !isAppError(original) && inputErrorOf(original) === null;
}

/**
 * AppErrors keep their code and message; malformed arguments (InputError, a refused page) become
 * BAD_USER_INPUT with their fields; errors GraphQL itself raised (validation, bad variables,
 * 403/413 from our plugins) pass as they are; everything else becomes 'Unexpected error.' with no
 * stack, SQL or message of the original.
 */
export function maskError(error: unknown): GraphQLError {
  const original = originalOf(error);
  const wrapper = error instanceof GraphQLError ? error : undefined;
  if (isAppError(original)) return appErrorToGraphQL(original, wrapper);
  const inputError = inputErrorOf(original);
  if (inputError) return inputErrorToGraphQL(inputError);
  if (original instanceof GraphQLError) return original;
  return new GraphQLError(MASKED_MESSAGE, {
    ...(wrapper?.nodes ? { nodes: wrapper.nodes } : {}),
    ...(wrapper?.path ? { path: wrapper.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
