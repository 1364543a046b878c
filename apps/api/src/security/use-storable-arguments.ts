import { ERROR_CODE } from '@foundry/errors';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../lib/graphql.ts';
import { unstorableArguments } from './unstorable-arguments.ts';

const MESSAGE = 'This text holds a character the shop cannot store (a NUL or half of a surrogate pair).';

/**
 * Refuses, before anything runs, an operation with a NUL or a lone surrogate in any string
 * argument: 103 with the argument in `extensions.fields`, where the database would otherwise fail
 * with an unexpected error (docs/security.md).
 */
export function useStorableArguments(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const fields = unstorableArguments(args.schema, args.document, args.variableValues ?? {});
      if (fields.length === 0) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(MESSAGE, {
            extensions: {
              code: ERROR_CODE.USER_INVALID,
              fields: Object.fromEntries(fields.map((field) => [field, MESSAGE])),
            },
          }),
        ],
      });
    },
  };
}
