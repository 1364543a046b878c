import { BREAK, type DocumentNode, Kind, visit } from '../lib/graphql.ts';

/**
 * True when a variable is written inside a list or object literal (`method: { type: $type }`).
 * graphql-jit hands a custom scalar's `parseLiteral` no variables (the JSON scalar would read
 * them as missing), so such documents are left to graphql-js.
 */
export function hasVariablesInsideLiterals(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Variable(_node, _key, _parent, _path, ancestors) {
      const insideLiteral = ancestors.some(
        (ancestor) => 'kind' in ancestor && (ancestor.kind === Kind.OBJECT || ancestor.kind === Kind.LIST),
      );
      if (!insideLiteral) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
