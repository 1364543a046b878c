import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context.ts';

/** The one Pothos builder. It defines no types: each domain file adds its own. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

/** The builder's resolved schema types, for helpers that take refs. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
