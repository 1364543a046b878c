import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../lib/graphql.ts';

// graphql-js appends e.g. ` Did you mean "email"?` or ` Did you mean "a", "b", or "c"?`.
const SUGGESTION = /\s*Did you mean .+\?$/;

/**
 * Strips graphql-js's "Did you mean …?" hints from validation errors in production: with
 * introspection refused, they would still let a caller guess field names one typo at a time.
 * One plugin so a library plugin (e.g. GraphQL Armor's block-field-suggestions) can replace it.
 */
export function useNoSuggestions(): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (!result.some((error) => SUGGESTION.test(error.message))) return;
        setResult(
          result.map((error) =>
            SUGGESTION.test(error.message)
              ? new GraphQLError(error.message.replace(SUGGESTION, ''), {
                  nodes: error.nodes,
                  source: error.source,
                  positions: error.positions,
                  path: error.path,
                  originalError: error.originalError,
                  extensions: error.extensions,
                })
              : error,
          ),
        );
      };
    },
  };
}
