import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { fieldCost, MAX_QUERY_COST, queryCostError } from '../security/query-cost.ts';
import type { AdminContext } from './admin-context.ts';

/**
 * The back office's own Pothos builder: its types never reach the public schema or its printed
 * contract. The same query cost limit as the shop's API applies.
 */
export const adminBuilder = new SchemaBuilder<{
  Context: AdminContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ComplexityPlugin],
  complexity: {
    fieldComplexity: fieldCost,
    limit: { complexity: MAX_QUERY_COST },
    complexityError: queryCostError,
  },
});

adminBuilder.queryType({});
adminBuilder.mutationType({});
