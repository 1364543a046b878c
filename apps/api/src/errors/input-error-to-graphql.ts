import { PagingInputError } from '@foundry/domain/paging/page-offset';
import { InputError, isInputError } from '@foundry/errors';
import { GraphQLError } from '../lib/graphql.ts';

/**
 * The InputError a thrown value stands for, or null: an InputError itself, or the domain's refusal of
 * a page or pageSize (reported on that argument).
 */
export function inputErrorOf(error: unknown): InputError | null {
  if (isInputError(error)) return error;
  if (error instanceof PagingInputError) {
    return new InputError({ [error.field]: error.message }, `${error.message}.`);
  }
  return null;
}

/** The wire form of a malformed argument: code 'BAD_USER_INPUT' and per-field messages. */
export function inputErrorToGraphQL(error: InputError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: 'BAD_USER_INPUT', fields: { ...error.fields } },
  });
}
