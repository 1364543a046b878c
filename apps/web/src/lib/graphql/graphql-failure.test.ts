import { describe, expect, it } from 'vitest';
import { failureFromGraphqlErrors, networkFailure } from './graphql-failure.ts';

describe('GraphQL failures', () => {
  it('picks the message key from the catalogue code in extensions.code', () => {
    const failure = failureFromGraphqlErrors([
      { message: 'Not enough stock', extensions: { code: 216 } },
      { message: 'second', extensions: { code: 4 } },
    ]);
    expect(failure).toEqual({
      kind: 'graphql',
      code: 216,
      message: 'Not enough stock',
      messageKey: 'common:errors.quantity_unavailable',
    });
  });

  it('falls back to the unknown-error key for masked errors and network failures', () => {
    expect(failureFromGraphqlErrors([{ message: 'Unexpected error.' }]).messageKey).toBe(
      'common:errors.unknown',
    );
    expect(networkFailure(502)).toEqual({
      kind: 'network',
      status: 502,
      messageKey: 'common:errors.unknown',
    });
  });
});
