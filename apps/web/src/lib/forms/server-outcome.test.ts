import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './server-outcome.ts';

const refused = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('Refused.', { extensions })] });

describe('refusalOf', () => {
  it('names fields by the last part of the server path and says nothing more when a field is named', () => {
    expect(
      refusalOf(
        refused({ code: 103, fields: { 'userInfo.email': 'Already registered.', password: 'Too short.' } }),
      ),
    ).toEqual({ fieldErrors: { email: 'Already registered.', password: 'Too short.' }, message: null });
  });

  it('keeps a message for a field the form does not have as the form message', () => {
    const refusal = refusalOf(refused({ code: 103, fields: { token: 'Captcha expired.' } }), (name) =>
      name === 'token' ? null : name,
    );
    expect(refusal).toEqual({ fieldErrors: {}, message: 'Captcha expired.' });
  });

  it('answers the catalogue key of the code when no field is named', () => {
    expect(refusalOf(refused({ code: 4 })).message).toMatch(/^common:errors\./);
  });
});
