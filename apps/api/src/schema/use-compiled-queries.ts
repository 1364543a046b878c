import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from '../lib/graphql.ts';
import type { Logger } from '../logger.ts';
import { writesLiteralsForScalarsReadingVariables } from './scalar-literals-reading-variables.ts';
import { schemaForCompiledQueries } from './schema-for-compiled-queries.ts';

type CompiledOperation = CompiledQuery['query'];

/** The name a document's single operation is compiled under when the request names none. */
const UNNAMED = '';

/**
 * Runs each operation as JavaScript compiled once for its document (graphql-jit) instead of
 * walking the document again on every request: GraphQL execution was the largest share of an
 * uncached page's CPU (docs/performance.md, ADR 0009). Resolvers, and with them every field's
 * authorisation, run as before, and errors leave through the error model and Yoga's masking.
 *
 * A document the compiler refuses runs on graphql-js as before (logged once), and so does one that
 * writes a literal for the JSON scalar, whose variables graphql-jit would not pass. Compiled operations
 * are kept per document object and operation name: Yoga's parse cache hands out one document per
 * query text, and the response cache one rewritten document per document, so the look-up happens
 * when the operation runs, with the document it runs.
 */
export function useCompiledQueries(logger: Logger): Plugin {
  const compiledSchemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
  const compiledByDocument = new WeakMap<DocumentNode, Map<string, CompiledOperation | null>>();

  const compiledSchemaOf = (schema: GraphQLSchema) => {
    let compiled = compiledSchemas.get(schema);
    if (!compiled) {
      compiled = schemaForCompiledQueries(schema);
      compiledSchemas.set(schema, compiled);
    }
    return compiled;
  };

  const compile = (args: ExecutionArgs): CompiledOperation | null => {
    if (writesLiteralsForScalarsReadingVariables(args.schema, args.document)) return null;
    const operationName = args.operationName ?? undefined;
    try {
      const compiled = compileQuery(compiledSchemaOf(args.schema), args.document, operationName);
      if (isCompiledQuery(compiled)) return compiled.query;
      logger.warn({ errors: compiled.errors, operationName }, 'operation not compiled; run by graphql-js');
    } catch (error) {
      logger.warn({ err: error, operationName }, 'operation not compiled; run by graphql-js');
    }
    return null;
  };

  const compiledOf = (args: ExecutionArgs) => {
    let byName = compiledByDocument.get(args.document);
    if (!byName) {
      byName = new Map();
      compiledByDocument.set(args.document, byName);
    }
    const name = args.operationName ?? UNNAMED;
    let compiled = byName.get(name);
    if (compiled === undefined) {
      compiled = compile(args);
      byName.set(name, compiled);
    }
    return compiled;
  };

  return {
    onExecute({ executeFn, setExecuteFn }) {
      const interpreted = executeFn;
      setExecuteFn((args: ExecutionArgs) => {
        const compiled = compiledOf(args);
        if (!compiled) return interpreted(args);
        return compiled(args.rootValue, args.contextValue, args.variableValues) as
          | ExecutionResult
          | Promise<ExecutionResult>;
      });
    },
  };
}
