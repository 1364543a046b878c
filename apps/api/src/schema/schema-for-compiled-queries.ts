import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  GraphQLInterfaceType,
  type GraphQLIsTypeOfFn,
  GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  GraphQLUnionType,
  isAbstractType,
} from '../lib/graphql.ts';
import type { Logger } from '../logger.ts';

interface ContextWithLog {
  logger?: Logger;
}

/**
 * A copy of `schema` whose type resolvers work the way graphql-jit calls them. graphql-jit calls an
 * abstract type's `resolveType(value, context, info)` without the abstract type itself, and Pothos's
 * resolver for a union or interface without its own `resolveType` (the block unions, which let
 * each member's `isTypeOf` choose) hands that missing argument to graphql-js's default resolver,
 * which then throws. graphql-jit's compiled code does not catch a type resolver's or an
 * `isTypeOf`'s error: it escapes as an unhandled rejection and the operation never settles.
 *
 * So here every `resolveType` is given its abstract type when the caller leaves it out, and a type
 * resolver or `isTypeOf` that throws is contained: the value gets no type, which graphql-jit
 * reports as an error at that field (the cause is logged with the request's logger). graphql-js,
 * for documents that are not compiled, keeps running on the untouched schema.
 */
export function schemaForCompiledQueries(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.UNION_TYPE]: (type) => {
      const config = type.toConfig();
      if (!config.resolveType) return type;
      return new GraphQLUnionType({
        ...config,
        resolveType: withAbstractType(type.name, config.resolveType),
      });
    },
    [MapperKind.INTERFACE_TYPE]: (type) => {
      const config = type.toConfig();
      if (!config.resolveType) return type;
      return new GraphQLInterfaceType({
        ...config,
        resolveType: withAbstractType(type.name, config.resolveType),
      });
    },
    [MapperKind.OBJECT_TYPE]: (type) => {
      const config = type.toConfig();
      if (!config.isTypeOf) return type;
      return new GraphQLObjectType({ ...config, isTypeOf: contained(config.isTypeOf) });
    },
  });
}

function withAbstractType(
  typeName: string,
  resolveType: GraphQLTypeResolver<unknown, unknown>,
): GraphQLTypeResolver<unknown, unknown> {
  return (value, context, info, abstractType) => {
    try {
      const known = abstractType ?? info.schema.getType(typeName);
      if (!isAbstractType(known)) return undefined;
      return resolveType(value, context, info, known);
    } catch (error) {
      (context as ContextWithLog | null)?.logger?.error(
        { err: error, type: typeName, path: info.path },
        'the type of a value could not be resolved',
      );
      return undefined;
    }
  };
}

/** graphql-jit calls `isTypeOf` with the value alone: there is no logger to report to. */
function contained(isTypeOf: GraphQLIsTypeOfFn<unknown, unknown>): GraphQLIsTypeOfFn<unknown, unknown> {
  return (value, context, info) => {
    try {
      return isTypeOf(value, context, info);
    } catch {
      return false;
    }
  };
}
