import {
  BREAK,
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  isScalarType,
  isValueNode,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from '../lib/graphql.ts';

/**
 * True when the document writes a literal for a scalar whose `parseLiteral` reads the operation's
 * variables (the JSON scalar: `method: { type: $type }`). graphql-jit calls `parseLiteral` without
 * the variables (and says so on the console), so such documents are left to graphql-js.
 */
export function writesLiteralsForScalarsReadingVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node) {
        if (!isValueNode(node) || node.kind === Kind.VARIABLE) return undefined;
        const type = getNamedType(typeInfo.getInputType());
        if (!isScalarType(type) || type.parseLiteral.length < 2) return undefined;
        found = true;
        return BREAK;
      },
    }),
  );
  return found;
}
