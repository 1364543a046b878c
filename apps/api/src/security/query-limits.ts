import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { ERROR_CODE } from '@foundry/errors';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ValidationContext, type ValidationRule } from '../lib/graphql.ts';

/**
 * Limits on the shape of a query, checked before anything runs (docs/security.md). The site's own
 * operations stay far below each (a test runs every document the web app sends through them); the
 * cost of what a query asks for is limited by the schema's complexity plugin (query-cost.ts).
 */
export const QUERY_LIMITS = {
  /** Nested fields; the deepest real query has 7. */
  depth: 12,
  /** Aliased fields: one operation cannot ask for the same list thousands of times. */
  aliases: 15,
  /** Lexical tokens of the whole document, counted while parsing. */
  tokens: 3_000,
  directives: 30,
} as const;

/** A limit's refusal: the catalogue's invalid-request code and a sentence with the figures. */
function limitError(what: string, limit: number, found?: number): GraphQLError {
  const count = found === undefined ? `more than ${limit}` : `${found}`;
  return new GraphQLError(`This query has ${count} ${what}; the limit is ${limit}.`, {
    extensions: { code: ERROR_CODE.USER_INVALID, limit: what },
  });
}

/** Armor reports "…found N." in its own words; only the number is kept. */
function foundIn(error: GraphQLError): number | undefined {
  const match = /found (\d+)/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

function reportAs(what: string, limit: number) {
  return (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(limitError(what, limit, foundIn(error)));
}

/** The validation rules of the limits, also run by the test over the web app's documents. */
export function queryLimitRules(): ValidationRule[] {
  const own = { propagateOnRejection: false, flattenFragments: true } as const;
  return [
    maxDepthRule({
      ...own,
      n: QUERY_LIMITS.depth,
      onReject: [reportAs('levels of nesting', QUERY_LIMITS.depth)],
    }),
    maxAliasesRule({
      propagateOnRejection: false,
      n: QUERY_LIMITS.aliases,
      onReject: [reportAs('aliases', QUERY_LIMITS.aliases)],
    }),
    maxDirectivesRule({
      propagateOnRejection: false,
      n: QUERY_LIMITS.directives,
      onReject: [reportAs('directives', QUERY_LIMITS.directives)],
    }),
  ];
}

/** GraphQL Armor's token limit, counted while a document is parsed. */
export function useTokenLimit(): Plugin {
  const tokens = maxTokensPlugin({
    n: QUERY_LIMITS.tokens,
    propagateOnRejection: false,
    // Thrown from the parser: a document this long is not parsed any further.
    onReject: [
      () => {
        throw limitError('tokens', QUERY_LIMITS.tokens);
      },
    ],
  });
  return { onParse: tokens.onParse as Plugin['onParse'] };
}

/** GraphQL Armor's depth, alias and directive limits, as validation rules. */
export function useShapeLimits(): Plugin {
  const rules = queryLimitRules();
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

/** GraphQL Armor's token, depth, alias and directive limits as one Yoga plugin. */
export function useQueryLimits(): Plugin {
  return { ...useTokenLimit(), ...useShapeLimits() };
}
