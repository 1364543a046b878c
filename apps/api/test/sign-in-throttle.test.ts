import { signInAttempts } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from '../src/services/accounts/sign-in-throttle.ts';
import { type Connection, createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($password: String, $userInfo: UserInfoInput!, $token: String) {
    createUser(password: $password, userInfo: $userInfo, token: $token) { id }
  }
`;
const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($email: String!, $password: String!) {
    createToken(email: $email, password: $password) { valid status message }
  }
`;
const PASSWORD = 'correct horse battery';
const THROTTLED = /Too many sign-in attempts/;

interface TokenAnswer {
  createToken: { valid: boolean; status: number; message: string };
}

describe('sign-in throttling', () => {
  let app: TestApp;
  let behindProxy: TestApp;

  const signIn = (
    target: TestApp,
    email: string,
    password: string,
    connection: Connection = {},
    forwardedFor?: string,
  ) =>
    target
      .graphql<TokenAnswer>(
        CREATE_TOKEN,
        { email, password },
        { origin: WEB_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        connection,
      )
      .then((response) => response.body.data?.createToken);
  const signUp = (target: TestApp, email: string) =>
    target.graphql(
      CREATE_USER,
      { password: PASSWORD, token: DEV_CAPTCHA_TOKEN, userInfo: { email, name: 'Ada' } },
      { origin: WEB_ORIGIN },
    );
  const outcomes = (target: TestApp) =>
    target.logs.filter((line) => line.msg === 'sign-in').map((line) => line.outcome as string);

  beforeAll(async () => {
    app = await createTestApp();
    behindProxy = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
  });

  it(`lets only ${MAX_FAILURES_PER_ACCOUNT} of 40 concurrent wrong passwords for one account be checked`, async () => {
    await signUp(app, 'burst@example.com');
    const before = outcomes(app).length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(app, 'burst@example.com', `wrong ${i}`, { remoteAddress: `198.51.100.${i + 1}` }),
      ),
    );
    // One row per password check, none for the refused ones.
    const rows = await app.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.email, 'burst@example.com'));
    expect(rows).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(answers.every((answer) => answer?.valid === false && answer.status === 4)).toBe(true);
    const seen = outcomes(app).slice(before);
    expect(seen.filter((outcome) => outcome === 'rejected')).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(seen.filter((outcome) => outcome === 'throttled')).toHaveLength(40 - MAX_FAILURES_PER_ACCOUNT);
    expect(answers.filter((answer) => THROTTLED.test(answer?.message ?? ''))).toHaveLength(
      40 - MAX_FAILURES_PER_ACCOUNT,
    );
    // The right password is refused too while the account is locked.
    expect((await signIn(app, 'burst@example.com', PASSWORD))?.message).toMatch(THROTTLED);
  });

  it(`refuses a socket address after ${MAX_FAILURES_PER_ADDRESS} failures across accounts, with or without X-Forwarded-For`, async () => {
    await signUp(app, 'sprayed@example.com');
    const socket = { remoteAddress: '203.0.113.9' };
    const answers = [];
    for (let i = 0; i < 25; i += 1) answers.push(await signIn(app, `spray${i}@example.com`, 'guess', socket));
    expect(answers.slice(0, MAX_FAILURES_PER_ADDRESS).some((a) => THROTTLED.test(a?.message ?? ''))).toBe(
      false,
    );
    expect(answers.slice(MAX_FAILURES_PER_ADDRESS).every((a) => THROTTLED.test(a?.message ?? ''))).toBe(true);
    // A header the client makes up changes nothing while no proxy is trusted.
    for (let i = 0; i < 5; i += 1) {
      const rotated = await signIn(app, 'sprayed@example.com', PASSWORD, socket, `192.0.2.${100 + i}`);
      expect(rotated?.message).toMatch(THROTTLED);
    }
    expect(
      (await signIn(app, 'sprayed@example.com', PASSWORD, { remoteAddress: '203.0.113.10' }))?.valid,
    ).toBe(true);
  });

  it('counts the address X-Forwarded-For names when the socket is a proxy TRUST_PROXY names', async () => {
    await signUp(behindProxy, 'proxied@example.com');
    const proxy = { remoteAddress: '10.1.2.3' };
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      await signIn(behindProxy, `proxied${i}@example.com`, 'guess', proxy, '192.0.2.7');
    }
    const fromThere = await signIn(behindProxy, 'proxied@example.com', PASSWORD, proxy, '192.0.2.7');
    expect(fromThere?.message).toMatch(THROTTLED);
    // Another client behind the same proxy is not locked out by the first one.
    expect((await signIn(behindProxy, 'proxied@example.com', PASSWORD, proxy, '192.0.2.8'))?.valid).toBe(
      true,
    );
    // A client that is not the proxy cannot pick its address through the header.
    const direct = { remoteAddress: '192.0.2.7' };
    expect(
      (await signIn(behindProxy, 'proxied@example.com', PASSWORD, direct, '192.0.2.99'))?.message,
    ).toMatch(THROTTLED);
  });
});
