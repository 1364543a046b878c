import { isStaffError } from '@foundry/errors';
import { maskError } from '../errors/mask-error.ts';
import { GraphQLError } from '../lib/graphql.ts';

/** Staff errors leave with their word code and message; the rest as the shop's API masks them. */
export function maskAdminError(error: unknown): GraphQLError {
  let original = error;
  while (original instanceof GraphQLError && original.originalError) original = original.originalError;
  if (isStaffError(original)) {
    const wrapper = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(original.message, {
      ...(wrapper?.nodes ? { nodes: wrapper.nodes } : {}),
      ...(wrapper?.path ? { path: wrapper.path } : {}),
      extensions: { code: original.code },
    });
  }
  return maskError(error);
}
