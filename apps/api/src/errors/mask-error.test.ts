import { AppError, ERROR_CODE } from '@foundry/errors';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../lib/graphql.ts';
import { MASKED_MESSAGE, maskError } from './mask-error.ts';

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

  it("keeps GraphQL's own errors as they are", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(maskError(validation)).toBe(validation);
  });
});
