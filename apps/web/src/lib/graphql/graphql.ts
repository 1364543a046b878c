import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * The typed `graphql()` tag. Types come from `graphql-env.d.ts`, generated from the API's printed
 * schema by `npm run graphql:generate -w @foundry/web` (never edited by hand).
 */
export const graphql = initGraphQLTada<{ introspection: introspection }>();

export type { FragmentOf, ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
