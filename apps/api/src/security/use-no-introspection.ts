import type { Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from '../lib/graphql.ts';

/**
 * Refuses `__schema` and `__type` in production, so the whole schema is not handed to whoever asks;
 * `__typename` stays (the web app reads it). On in development and tests (GraphiQL, codegen).
 */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
