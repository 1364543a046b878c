import type { Plugin } from 'graphql-yoga';
import type { DocumentNode, GraphQLError, GraphQLSchema, ValidationRule } from '../lib/graphql.ts';

type OnValidate = NonNullable<Plugin['onValidate']>;
type OnValidatePayload = Parameters<OnValidate>[0];
type AfterValidate = Extract<ReturnType<OnValidate>, (...args: never[]) => unknown>;
type AfterValidatePayload = Parameters<AfterValidate>[0];

interface Validated {
  schema: GraphQLSchema;
  rules: readonly ValidationRule[];
  errors: readonly GraphQLError[];
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
 * Yoga's rules it was found with: it is reused only when both are the very same objects again.
 *
 * `plugins` are the validation plugins (rules added, errors rewritten) whose work the kept result
 * already holds: their `onValidate` hooks run, in the order given, only when a document is validated,
 * so a request for a known document walks one hook instead of one per plugin. Each may have no other
 * hook. Any other plugin that adds a rule or edits the result must come before this one.
 */
export function useValidationCache(plugins: readonly Plugin[] = []): Plugin {
  const hooks: OnValidate[] = [];
  for (const plugin of plugins) {
    const { onValidate, ...others } = plugin;
    // Any other hook would be silently dropped.
    if (Object.keys(others).length > 0)
      throw new Error('A cached validation plugin may only have onValidate.');
    if (onValidate) hooks.push(onValidate);
  }
  const validated = new WeakMap<DocumentNode, Validated>();
  return {
    onValidate(payload: OnValidatePayload) {
      const { schema, documentAST, rules } = payload.params;
      const kept = validated.get(documentAST);
      if (kept && kept.schema === schema && sameRules(kept.rules, rules)) {
        payload.setResult(kept.errors);
        return;
      }
      // The rules as Yoga's plugins left them; the plugins here add theirs to the same list.
      const givenRules = rules?.slice() ?? [];
      const after: AfterValidate[] = [];
      for (const hook of hooks) {
        const done = hook(payload);
        if (typeof done === 'function') after.push(done);
      }
      return (donePayload: AfterValidatePayload) => {
        let errors = donePayload.result as readonly GraphQLError[];
        for (const done of after) {
          done({
            ...donePayload,
            result: errors,
            valid: errors.length === 0,
            setResult(newErrors) {
              errors = newErrors as readonly GraphQLError[];
              donePayload.setResult(newErrors);
            },
          });
        }
        validated.set(documentAST, { schema, rules: givenRules, errors });
      };
    },
  };
}
