import { signInAttempts, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createSignInAttemptRepository } from '../src/repositories/sign-in-attempt-repository.ts';
import { createUserRepository } from '../src/repositories/user-repository.ts';
import { authenticate } from '../src/services/accounts/authenticate.ts';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MINUTES,
} from '../src/services/accounts/sign-in-throttle.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { createTestApp, type GraphQLResponse, type TestApp, WEB_ORIGIN } from './harness.ts';

const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($password: String, $userInfo: UserInfoInput!, $token: String) {
    createUser(password: $password, userInfo: $userInfo, token: $token) { id email name }
  }
`;
const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($email: String!, $password: String, $stayLoggedIn: Boolean) {
    createToken(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {
      valid status message user { id email }
    }
  }
`;
const DELETE_TOKEN = /* GraphQL */ 'mutation { deleteToken }';
const READ_USER = /* GraphQL */ '{ readUser { id email name organization invoiceLanguage mailing club } }';

interface TokenAnswer {
  createToken: {
    valid: boolean;
    status: number;
    message: string;
    user: { id: string; email: string } | null;
  };
}

const PASSWORD = 'correct horse battery';

describe('accounts: sign-up, sign-in, sign-out', () => {
  let app: TestApp;

  const codeOf = (response: GraphQLResponse<unknown>) => response.body.errors?.[0]?.extensions?.code;
  const cookieOf = (response: GraphQLResponse<unknown>) =>
    (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const send = <Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ) => app.graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    send(CREATE_USER, {
      password: PASSWORD,
      token: DEV_CAPTCHA_TOKEN,
      userInfo: { email, name: 'Ada' },
      ...extra,
    });
  const signIn = (email: string, password: string, stayLoggedIn = false) =>
    send<TokenAnswer>(CREATE_TOKEN, { email, password, stayLoggedIn });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('signs a new user up and in with an HttpOnly, SameSite cookie; readUser returns their own data', async () => {
    const response = await signUp('ada@example.com', {
      userInfo: { email: 'ada@example.com', name: 'Ada Lovelace', organization: 'Engines', mailing: true },
    });
    expect(response.body.errors).toBeUndefined();
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Max-Age');

    const me = await send<{ readUser: Record<string, unknown> }>(READ_USER, undefined, cookieOf(response));
    expect(me.body.data?.readUser).toEqual({
      id: (response.body.data?.createUser as { id: string } | undefined)?.id,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      organization: 'Engines',
      invoiceLanguage: 'en',
      mailing: true,
      club: false,
    });
  });

  it('stores an argon2id hash that does not contain the password, and never logs it', async () => {
    const [row] = await app.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(JSON.stringify(app.logs)).not.toContain(PASSWORD);
  });

  it('refuses an address already registered, whatever its case, with code 102', async () => {
    expect(codeOf(await signUp('ADA@Example.com'))).toBe(102);
  });

  it('refuses a missing or wrong captcha with code 5 and creates nobody', async () => {
    expect(codeOf(await signUp('bot@example.com', { token: 'forged' }))).toBe(5);
    expect(codeOf(await signUp('bot@example.com', { token: null }))).toBe(5);
    expect(await app.database.db.select().from(users).where(eq(users.email, 'bot@example.com'))).toHaveLength(
      0,
    );
  });

  it('checks the password and the e-mail at sign-up', async () => {
    expect(codeOf(await signUp('pw@example.com', { password: '' }))).toBe(100);
    const short = await signUp('pw@example.com', { password: 'short' });
    expect(codeOf(short)).toBe(103);
    expect(short.body.errors?.[0]?.extensions?.fields).toHaveProperty('password');
    const badEmail = await signUp('not-an-address');
    expect(codeOf(badEmail)).toBe(103);
    expect(badEmail.body.errors?.[0]?.extensions?.fields).toHaveProperty('email');
    expect(codeOf(await signUp(`${'a'.repeat(75)}@example.com`))).toBe(103);
  });

  it('gives the same code 4 answer for a wrong password and an unknown e-mail, and sets no cookie', async () => {
    const wrong = await signIn('ada@example.com', 'not the password');
    const unknown = await signIn('nobody@example.com', 'not the password');
    expect(wrong.body.data?.createToken).toEqual({
      valid: false,
      status: 4,
      message: expect.any(String),
      user: null,
    });
    expect(unknown.body.data?.createToken).toEqual(wrong.body.data?.createToken);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('signs nobody in without a password: status 100 alike for a known and an unknown e-mail', async () => {
    const withoutPassword = /* GraphQL */ `
      mutation ($email: String!) { createToken(email: $email) { valid status message user { id } } }
    `;
    const known = await send<TokenAnswer>(withoutPassword, { email: 'ada@example.com' });
    const unknown = await send<TokenAnswer>(withoutPassword, { email: 'nobody@example.com' });
    const empty = await signIn('ada@example.com', '');
    expect(known.body.data?.createToken).toEqual({
      valid: false,
      status: 100,
      message: 'Please enter a password.',
      user: null,
    });
    expect(unknown.body.data?.createToken).toEqual(known.body.data?.createToken);
    expect(empty.body.data?.createToken).toEqual(known.body.data?.createToken);
    for (const answer of [known, unknown, empty]) expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('signs in with a new session each time, kept 30 days only with stayLoggedIn', async () => {
    const first = await signIn('Ada@example.com', PASSWORD);
    expect(first.body.data?.createToken).toMatchObject({
      valid: true,
      status: 0,
      user: { email: 'ada@example.com' },
    });
    expect(first.headers.get('set-cookie')).not.toContain('Max-Age');

    const second = await send<TokenAnswer>(
      CREATE_TOKEN,
      { email: 'ada@example.com', password: PASSWORD, stayLoggedIn: true },
      cookieOf(first),
    );
    expect(second.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    // The session the request came with has ended: a planted cookie is worthless after sign-in.
    expect(codeOf(await send(READ_USER, undefined, cookieOf(first)))).toBe(1);
    expect(codeOf(await send(READ_USER, undefined, cookieOf(second)))).toBeUndefined();
  });

  it('signs out: the session ends and readUser answers code 1', async () => {
    const signedIn = await signIn('ada@example.com', PASSWORD);
    const out = await send<{ deleteToken: boolean }>(DELETE_TOKEN, undefined, cookieOf(signedIn));
    expect(out.body.data?.deleteToken).toBe(true);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(codeOf(await send(READ_USER, undefined, cookieOf(signedIn)))).toBe(1);
    expect(codeOf(await send(READ_USER))).toBe(1);
  });

  it('never shows one user the other’s data', async () => {
    const grace = await signUp('grace@example.com', {
      userInfo: { email: 'grace@example.com', name: 'Grace' },
    });
    const ada = await signIn('ada@example.com', PASSWORD);
    const graceSees = await send<{ readUser: { email: string } }>(READ_USER, undefined, cookieOf(grace));
    const adaSees = await send<{ readUser: { email: string } }>(READ_USER, undefined, cookieOf(ada));
    expect(graceSees.body.data?.readUser.email).toBe('grace@example.com');
    expect(adaSees.body.data?.readUser.email).toBe('ada@example.com');
  });

  it(`locks an account out after ${MAX_FAILURES_PER_ACCOUNT} failures, even for the right password, until the window has passed`, async () => {
    await signUp('locked@example.com');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await signIn('locked@example.com', `wrong ${i}`)).body.data?.createToken.valid).toBe(false);
    }
    const refused = await signIn('LOCKED@example.com', PASSWORD);
    expect(refused.body.data?.createToken).toMatchObject({ valid: false, status: 4, user: null });
    expect(refused.body.data?.createToken.message).toMatch(
      new RegExp(`Too many sign-in attempts. Please try again in ${SIGN_IN_WINDOW_MINUTES} minutes`),
    );
    expect(refused.headers.get('set-cookie')).toBeNull();
    // Refused attempts are not even recorded: the password was never looked at.
    const recorded = await app.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.email, 'locked@example.com'));
    expect(recorded).toHaveLength(MAX_FAILURES_PER_ACCOUNT);

    const deps = {
      users: createUserRepository(app.database.db),
      signInAttempts: createSignInAttemptRepository(app.database.db),
    };
    const later = new Date(Date.now() + (SIGN_IN_WINDOW_MINUTES + 1) * 60_000);
    const result = await authenticate({ email: 'locked@example.com', password: PASSWORD }, deps, {
      address: null,
      now: later,
    });
    expect(result).toMatchObject({ valid: true, status: 0, user: { email: 'locked@example.com' } });
  });

  it(`locks an address out after ${MAX_FAILURES_PER_ADDRESS} failures across accounts`, async () => {
    const deps = {
      users: createUserRepository(app.database.db),
      signInAttempts: createSignInAttemptRepository(app.database.db),
    };
    const now = new Date(Date.now() + 60 * 60_000);
    const address = '203.0.113.7';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      await deps.signInAttempts.record({
        email: `guess${i}@example.com`,
        address,
        succeeded: false,
        attemptedAt: now,
      });
    }
    const fromThere = await authenticate({ email: 'grace@example.com', password: PASSWORD }, deps, {
      address,
      now,
    });
    expect(fromThere.message).toMatch(/Too many sign-in attempts/);
    const elsewhere = await authenticate({ email: 'grace@example.com', password: PASSWORD }, deps, {
      address: '198.51.100.1',
      now,
    });
    expect(elsewhere.valid).toBe(true);
  });
});
