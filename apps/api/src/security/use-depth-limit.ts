import type { Plugin } from 'graphql-yoga';
import { depthLimitRule } from './depth-limit-rule.ts';

/** The deepest operation the API runs; the deepest query the web app sends is well below it. */
export const MAX_QUERY_DEPTH = 12;

export function useDepthLimit(maxDepth: number = MAX_QUERY_DEPTH): Plugin {
  const rule = depthLimitRule(maxDepth);
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}
