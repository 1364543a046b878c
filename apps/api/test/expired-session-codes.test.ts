import { ERROR_CODE } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionRepository } from '../src/repositories/session-repository.ts';
import { issueSession } from '../src/sessions/issue-session.ts';
import { LONG_SESSION_SECONDS } from '../src/sessions/session-lifetime.ts';
import { codeOf, createAccountTestApp, PASSWORD, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

/**
 * The catalogue's 2 (token expired, renew), 3 (token expired, log in) and 105 (user does not exist)
 * are never given, on purpose (docs/errors.md, "Where the less common codes are given"): an expired
 * session is no session (1, which the web app treats as "log in again"), and the ways in answer
 * alike whether an address has an account.
 */
describe('expired sessions and unknown addresses: codes 2, 3 and 105 are not given', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let userId: number;
  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    userId = Number((await signUp(app, 'expiring@example.com')).id);
  });
  afterAll(() => app.close());

  it('an expired session cookie reads as no session: code 1, neither 2 nor 3', async () => {
    const sessions = createSessionRepository(app.database.db);
    for (const stayLoggedIn of [false, true]) {
      const issued = await issueSession(sessions, {
        userId,
        stayLoggedIn,
        secure: false,
        now: new Date(Date.now() - 2 * LONG_SESSION_SECONDS * 1000),
      });
      const answer = await send('{ readUser { id email } }', undefined, issued.setCookie.split(';')[0]);
      expect(codeOf(answer)).toBe(ERROR_CODE.TOKEN_INVALID);
      expect(answer.body.data?.readUser ?? null).toBeNull();
    }
    // A live session of the same account reads.
    const live = await issueSession(sessions, { userId, stayLoggedIn: false, secure: false });
    const answer = await send<{ readUser: { email: string } }>(
      '{ readUser { email } }',
      undefined,
      live.setCookie.split(';')[0],
    );
    expect(answer.body.data?.readUser.email).toBe('expiring@example.com');
  });

  it('an unknown address signs in and resets like a known one: never 105', async () => {
    const signIn = /* GraphQL */ `mutation ($email: String!, $password: String) {
      createToken(email: $email, password: $password) { valid status user { id } } }`;
    const known = await send(signIn, { email: 'expiring@example.com', password: `${PASSWORD}!` });
    const unknown = await send(signIn, { email: 'nobody-at-all@example.com', password: `${PASSWORD}!` });
    expect(unknown.body).toEqual(known.body);
    expect(codeOf(unknown)).toBeUndefined();

    const reset = 'mutation ($email: String!) { resetPassword(email: $email) }';
    const resetKnown = await send(reset, { email: 'expiring@example.com' });
    const resetUnknown = await send(reset, { email: 'nobody-at-all@example.com' });
    expect(resetUnknown.body).toEqual(resetKnown.body);
    expect(resetUnknown.body).toEqual({ data: { resetPassword: true } });
  });
});
