import type { Plugin } from 'graphql-yoga';
import type { DocumentNode, GraphQLSchema, ValidationRule } from '../lib/graphql.ts';

interface Validated {
  schema: GraphQLSchema;
  rules: readonly ValidationRule[];
  errors: readonly Error[];
}

function sameRules(kept: readonly ValidationRule[], given: readonly ValidationRule[] | undefined): boolean {
  const rules = given ?? [];
  if (kept.length !== rules.length) return false;
  for (let index = 0; index < kept.length; index++) if (kept[index] !== rules[index]) return false;
  return true;
}

/**
 * Validation once per document, in place of Yoga's own cache (turned off in app.ts), which joins the
 * names of every validation rule into a key on each request (docs/performance.md). The parse cache
 * hands out one document object per text, so the result is kept by document, with the schema and
 * the rules it was found with: it is reused only when both are the very same objects again. Must come
 * after every plugin that adds a validation rule or edits the result, so that it keeps the final one.
 */
export function useValidationCache(): Plugin {
  const validated = new WeakMap<DocumentNode, Validated>();
  return {
    onValidate({ params: { schema, documentAST, rules }, setResult }) {
      const kept = validated.get(documentAST);
      if (kept && kept.schema === schema && sameRules(kept.rules, rules)) {
        setResult(kept.errors);
        return;
      }
      const ruleCount = rules?.length ?? 0;
      return ({ result }) => {
        validated.set(documentAST, { schema, rules: rules?.slice(0, ruleCount) ?? [], errors: result });
      };
    },
  };
}
