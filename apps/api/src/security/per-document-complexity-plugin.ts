import SchemaBuilder, { createContextCache, type SchemaTypes } from '@pothos/core';
import {
  type ComplexityResult,
  complexityFromQuery,
  PothosComplexityPlugin,
} from '@pothos/plugin-complexity';
import type { GraphQLResolveInfo, OperationDefinitionNode } from '../lib/graphql.ts';

/** Variable sets remembered per operation; past it the operation's are forgotten and counted afresh. */
const MAX_VARIABLE_SETS = 64;

// The cost of an operation depends on its document and its variables alone (query-cost.ts reads no
// context), and a document's operation is one object for as long as the parse cache keeps its text.
const costs = new WeakMap<OperationDefinitionNode, Map<string, ComplexityResult>>();

/** The cost of the request's operation, worked out once per document and set of variables. */
export function operationCost(context: object, info: GraphQLResolveInfo): ComplexityResult {
  const { operation } = info;
  // Without variable definitions no variable can change the cost.
  const key = operation.variableDefinitions?.length ? JSON.stringify(info.variableValues) : '';
  let byVariables = costs.get(operation);
  if (!byVariables) {
    byVariables = new Map();
    costs.set(operation, byVariables);
  }
  let cost = byVariables.get(key);
  if (!cost) {
    cost = complexityFromQuery(
      { kind: 'Document' as never, definitions: [operation, ...Object.values(info.fragments)] },
      { schema: info.schema, variables: info.variableValues, ctx: context },
    );
    if (byVariables.size >= MAX_VARIABLE_SETS) byVariables.clear();
    byVariables.set(key, cost);
  }
  return cost;
}

/**
 * Pothos' complexity plugin with the cost of a request's operation kept per document (and variables):
 * the plugin worked it out again on every request, walking the whole selection and mapping every
 * field's arguments (about 2 % of the API's CPU on an uncached page of families, docs/performance.md).
 * The limits, the costs of fields and the error are the plugin's own options, as before.
 */
export class PerDocumentComplexityPlugin<Types extends SchemaTypes> extends PothosComplexityPlugin<Types> {
  override complexityCache = createContextCache((context: Types['Context'], info: GraphQLResolveInfo) =>
    operationCost(context as object, info),
  );
}

const pluginName = 'perDocumentComplexity';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      perDocumentComplexity: PerDocumentComplexityPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, PerDocumentComplexityPlugin);

export default pluginName;
