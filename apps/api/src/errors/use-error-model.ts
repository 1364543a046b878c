import { stripVariables } from '@foundry/domain';
import type { Plugin } from 'graphql-yoga';
import { type DocumentNode, type ExecutionResult, getOperationAST } from '../lib/graphql.ts';
import type { Logger } from '../logger.ts';
import { isUnexpectedError, maskError } from './mask-error.ts';

interface ContextWithLog {
  requestId?: string;
  logger?: Logger;
}

/** What Envelop hands an `onExecuteDone` hook (its own type is not exported by Yoga). */
interface ExecuteDone {
  args: {
    contextValue: unknown;
    document: DocumentNode;
    operationName?: string | null;
    variableValues?: Record<string, unknown> | null;
  };
  result: unknown;
  setResult(result: ExecutionResult): void;
}

function isSingleResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

/**
 * Maps execution errors to the error model before Yoga's own masking sees them, while the
 * operation name and request id are still at hand for the log line. A hook on the finished result
 * rather than a wrapper of `execute`: a result without errors costs one test and no promise.
 */
export function useErrorModel(logger: Logger): Plugin {
  const onExecuteDone = ({ args, result, setResult }: ExecuteDone) => {
    if (!isSingleResult(result) || !result.errors?.length) return;
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
    setResult({ ...result, errors: result.errors.map(maskError) });
  };
  const hooks = { onExecuteDone };
  return {
    onExecute: () => hooks,
  };
}
