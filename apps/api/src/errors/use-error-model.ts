import { stripVariables } from '@foundry/domain';
import type { Plugin } from 'graphql-yoga';
import { type ExecutionResult, getOperationAST } from '../lib/graphql.ts';
import type { Logger } from '../logger.ts';
import { isUnexpectedError, maskError } from './mask-error.ts';

interface ContextWithLog {
  requestId?: string;
  logger?: Logger;
}

function isSingleResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

/**
 * Maps execution errors to the error model before Yoga's own masking sees them, while the
 * operation name and request id are still at hand for the log line.
 */
export function useErrorModel(logger: Logger): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const result = await executeFn(args);
        if (!isSingleResult(result) || !result.errors?.length) return result;
        const context = args.contextValue as ContextWithLog;
        const log = context.logger ?? logger;
        // The client may omit operationName when the document holds a single operation.
        const operationName =
          args.operationName ?? getOperationAST(args.document, undefined)?.name?.value ?? null;
        for (const error of result.errors) {
          if (isUnexpectedError(error)) {
            log.error(
              {
                err: error.originalError ?? error,
                operationName,
                // Secrets and personal data (password, email, …) never reach the log.
                variables: stripVariables(args.variableValues ?? {}),
                path: error.path,
              },
              'GraphQL operation failed',
            );
          }
        }
        return { ...result, errors: result.errors.map(maskError) };
      });
    },
  };
}
