import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
} from '../lib/graphql.ts';

/** Ints stand for page sizes, the only numbers that change a query's cost: the largest page the
 * site asks of a list (the compare picker's), but for a filter's child parameters. */
const SAMPLE_INT = PAGE_SIZE.comparePicker;

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sample(field.type)]));
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return SAMPLE_INT;
    case 'Boolean':
      return true;
    case 'JSON':
      return {};
    default:
      return '1';
  }
}

/**
 * Values for the required variables of a document's operation and its page size, so its cost can be
 * worked out the way the API does at run time; other optional ones are left out.
 */
export function sampleVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      if (type && (isNonNullType(type) || variable.variable.name.value === 'pageSize'))
        values[variable.variable.name.value] = sample(type);
    }
  }
  return values;
}
