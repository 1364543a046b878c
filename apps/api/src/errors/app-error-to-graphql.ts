import type { AppError } from '@foundry/errors';
import { GraphQLError } from '../lib/graphql.ts';

/**
 * The wire form of a failure the user can act on: the catalogue number in `extensions.code` and
 * per-field messages in `extensions.fields`. `source` carries the location and path of the
 * GraphQLError the executor wrapped it in.
 */
export function appErrorToGraphQL(error: AppError, source?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(source?.nodes ? { nodes: source.nodes } : {}),
    ...(source?.source ? { source: source.source } : {}),
    ...(source?.positions ? { positions: source.positions } : {}),
    ...(source?.path ? { path: source.path } : {}),
    extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
  });
}
