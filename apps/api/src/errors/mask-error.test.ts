import { PagingInputError } from '@foundry/domain/paging/page-offset';
import { AppError, ERROR_CODE, InputError } from '@foundry/errors';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../lib/graphql.ts';
import { isUnexpectedError, MASKED_MESSAGE, maskError } from './mask-error.ts';

describe('maskError', () => {
  it('turns an AppError into its catalogue code and field messages, keeping the path', () => {
    const appError = new AppError(ERROR_CODE.QUANTITY_UNAVAILABLE, { fields: { quantity: 'Only 2 left.' } });
    const wrapped = new GraphQLError(appError.message, { path: ['createOrder'], originalError: appError });
    const result = maskError(wrapped);
    expect(result.message).toBe(appError.message);
    expect(result.path).toEqual(['createOrder']);
    expect(result.extensions).toEqual({ code: 216, fields: { quantity: 'Only 2 left.' } });
  });

  it('masks any other error without its message or stack', () => {
    const wrapped = new GraphQLError('relation "x" does not exist', {
      path: ['readFamilies'],
      originalError: new Error('relation "x" does not exist'),
    });
    const result = maskError(wrapped);
    expect(result.message).toBe(MASKED_MESSAGE);
    expect(JSON.stringify(result.toJSON())).not.toContain('relation');
    expect(result.path).toEqual(['readFamilies']);
  });

  it('sends a malformed argument as BAD_USER_INPUT with its fields, and does not count it as a fault', () => {
    const inputError = new InputError({ term: 'Too short.' });
    const wrapped = new GraphQLError(inputError.message, { path: ['search'], originalError: inputError });
    const result = maskError(wrapped);
    expect(result.message).toBe('Too short.');
    expect(result.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { term: 'Too short.' } });
    expect(isUnexpectedError(wrapped)).toBe(false);
  });

  it("reports the domain's refusal of a page on the argument it concerns", () => {
    const refusal = new PagingInputError('pageSize', 'pageSize must be a whole number from 1 to 50, got 51');
    const result = maskError(new GraphQLError(refusal.message, { originalError: refusal }));
    expect(result.message).toBe('pageSize must be a whole number from 1 to 50, got 51.');
    expect(result.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { pageSize: 'pageSize must be a whole number from 1 to 50, got 51' },
    });
    expect(isUnexpectedError(refusal)).toBe(false);
  });

  it("keeps GraphQL's own errors as they are", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(maskError(validation)).toBe(validation);
  });
});
