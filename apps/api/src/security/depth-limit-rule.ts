import {
  type ASTNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from '../lib/graphql.ts';

/**
 * Rejects operations nested deeper than `maxDepth` fields, so one request cannot fan out into
 * an unbounded number of nested loads. Fragments count at the depth where they are spread.
 */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    function depthOf(selectionSet: SelectionSetNode | undefined, visited: ReadonlySet<string>): number {
      if (!selectionSet) return 0;
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        let depth = 0;
        if (selection.kind === Kind.FIELD) {
          // Introspection fields are bounded by the schema itself.
          if (selection.name.value.startsWith('__')) continue;
          depth = 1 + depthOf(selection.selectionSet, visited);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet, visited);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A cycle is reported by GraphQL's own NoFragmentCycles rule.
          if (!fragment || visited.has(name)) continue;
          depth = depthOf(fragment.selectionSet, new Set([...visited, name]));
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    }

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          const name = node.name ? `'${node.name.value}'` : 'The operation';
          context.reportError(
            new GraphQLError(`${name} is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [node as ASTNode],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}
