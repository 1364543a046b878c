import { MAX_PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { ComplexityErrorFn, FieldComplexityValue } from '@pothos/plugin-complexity';
import { type GraphQLField, GraphQLList, GraphQLNonNull, type GraphQLOutputType } from '../lib/graphql.ts';

/**
 * The most a query may cost (docs/security.md): every field costs 1 and a list multiplies what is
 * selected under it by the rows it can hold. The site's own operations stay below half of it (the
 * test over every document the web app sends checks that).
 */
export const MAX_QUERY_COST = 1_000_000;

/** Family.openTypeFeatureSamples reads a font file: four families' samples fit in one query. */
export const OPENTYPE_SAMPLES_COST = MAX_QUERY_COST / 4 - 1_000;
/** Story.relatedStories ranks candidates per story: the deepest chain that fits is 6 levels. */
export const RELATED_STORIES_COST = 2_000;

/** Rows a paged list holds when the query names no pageSize: its default, at most this. */
const UNSTATED_PAGE_SIZE = 100;
/** Rows of a plain (unpaged) list field: styles of a family, licences of an order… */
const LIST_ROWS = 5;

function isList(type: GraphQLOutputType): boolean {
  if (type instanceof GraphQLNonNull) return isList(type.ofType);
  return type instanceof GraphQLList;
}

/**
 * Cost of one field for Pothos' complexity plugin: a field with a `pageSize` argument multiplies
 * its selection by the page it asks for (capped at the largest page the API serves), any other
 * list by LIST_ROWS.
 */
export function fieldCost<Context>(
  args: Record<string, unknown>,
  _context: Context,
  field: GraphQLField<unknown, Context>,
): FieldComplexityValue {
  if (field.args.some((arg) => arg.name === 'pageSize')) {
    // Asked by url, a list is one item's page (a family, a story, an author).
    if (typeof args.url === 'string') return { field: 1, multiplier: 1 };
    const asked = typeof args.pageSize === 'number' ? args.pageSize : UNSTATED_PAGE_SIZE;
    return { field: 1, multiplier: Math.min(Math.max(asked, 1), MAX_PAGE_SIZE) };
  }
  // A page's `nodes` are the rows its parent's pageSize already counted.
  if (field.name === 'nodes') return { field: 1, multiplier: 1 };
  return { field: 1, multiplier: isList(field.type) ? LIST_ROWS : 1 };
}

/** Over the limit: the catalogue's invalid-request code with the figures, before anything runs. */
export const queryCostError: ComplexityErrorFn = (_kind, { complexity, maxComplexity }) =>
  new AppError(ERROR_CODE.USER_INVALID, {
    message: `This query costs ${complexity}; the limit is ${maxComplexity}. Ask for fewer or smaller lists.`,
  });
