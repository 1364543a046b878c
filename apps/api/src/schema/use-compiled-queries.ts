import { useGraphQlJit } from '@envelop/graphql-jit';

/**
 * Runs each operation as JavaScript compiled once for its parsed document (graphql-jit) instead of
 * walking the document again on every request: GraphQL execution was the largest share of an
 * uncached page's CPU (docs/performance.md, ADR 0009). Resolvers, and with them every field's
 * authorisation, run as before, and errors leave through Yoga's masking as before. Compiled queries
 * are kept per document object, which Yoga's parse cache keeps for each query text.
 */
export function useCompiledQueries() {
  return useGraphQlJit();
}
