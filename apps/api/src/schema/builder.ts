import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context.ts';
import PerDocumentComplexityPlugin from '../security/per-document-complexity-plugin.ts';
import { fieldCost, MAX_QUERY_COST, queryCostError } from '../security/query-cost.ts';

/** The one Pothos builder. It defines no types: each domain file adds its own. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  /** JSON: free-form values passed through (payment methods, 3-D Secure data); see json.ts. */
  Scalars: { JSON: { Input: unknown; Output: unknown } };
}>({
  defaultFieldNullability: false,
  plugins: [PerDocumentComplexityPlugin],
  // Checked before an operation's first root field runs (docs/security.md); its cost is worked out once
  // per document and variables (security/per-document-complexity-plugin.ts).
  complexity: {
    fieldComplexity: fieldCost,
    limit: { complexity: MAX_QUERY_COST },
    complexityError: queryCostError,
  },
});

/** The builder's resolved schema types, for helpers that take refs. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
