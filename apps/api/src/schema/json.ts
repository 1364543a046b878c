import { Kind, type ValueNode } from '../lib/graphql.ts';
import { builder } from './builder.ts';

/** The value of a literal written in the query itself (variables arrive parsed already). */
function literalValue(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literalValue(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

export const JSONRef = builder.scalarType('JSON', {
  description:
    'Any JSON value, passed through as it is: payment methods, browser data and actions of the payment provider.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalValue(node, variables),
});
