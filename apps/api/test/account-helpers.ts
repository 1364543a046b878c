import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { type OutboxMessage, readOutbox } from '../src/integrations/mail/outbox-mailer.ts';
import { createTestApp, type GraphQLResponse, type TestApp, WEB_ORIGIN } from './harness.ts';

export const PASSWORD = 'correct horse battery';

/** A test app with a DATA_DIR of its own (outbox, generated secrets) under the system's temp folder. */
export async function createAccountTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'accounts-'));
  return createTestApp({ env: { DATA_DIR: dataDir, ...env } });
}

export const codeOf = (response: GraphQLResponse<unknown>) => response.body.errors?.[0]?.extensions?.code;
export const fieldsOf = (response: GraphQLResponse<unknown>) =>
  response.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
export const cookieOf = (response: GraphQLResponse<unknown>) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] as string;

/** Sends a document as the web app does (its origin, optionally a session cookie). */
export function sender(app: TestApp) {
  return <Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ) => app.graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
}

/** Registers an account and returns its id and session cookie. */
export async function signUp(
  app: TestApp,
  email: string,
  password = PASSWORD,
): Promise<{ id: string; cookie: string }> {
  const response = await sender(app)<{ createUser: { id: string } }>(
    /* GraphQL */ `mutation ($password: String, $userInfo: UserInfoInput!, $token: String) {
      createUser(password: $password, userInfo: $userInfo, token: $token) { id }
    }`,
    { password, token: DEV_CAPTCHA_TOKEN, userInfo: { email, name: 'Test User' } },
  );
  const id = response.body.data?.createUser.id;
  if (!id) throw new Error(`sign-up failed: ${JSON.stringify(response.body.errors)}`);
  return { id, cookie: cookieOf(response) };
}

/**
 * The newest outbox message for an address (with that subject, when given), waiting up to `ms` for it
 * (some mails are sent after the answer; an account's sign-up has already sent it a welcome mail).
 */
export async function waitForMail(
  app: TestApp,
  to: string,
  { after = '', ms = 3000, subject }: { after?: string; ms?: number; subject?: string | RegExp } = {},
): Promise<OutboxMessage | null> {
  const deadline = Date.now() + ms;
  const wanted = to.trim().toLowerCase();
  const matches = (message: OutboxMessage) =>
    message.to.trim().toLowerCase() === wanted &&
    message.date > after &&
    (subject === undefined ||
      (typeof subject === 'string' ? message.subject === subject : subject.test(message.subject)));
  for (;;) {
    const message = (await readOutbox(app.config.mail.outboxDir)).findLast(matches);
    if (message) return message;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A valid default address as the account form sends it. */
export const HOME = {
  name: 'Ada Lovelace',
  organization: 'Analytical Engines Ltd',
  address: ['12 St James’s Square', 'Flat 2'],
  city: 'London',
  zip: 'SW1Y 4JH',
  country: 'GB',
  phone: '+44 (0)20 7946-0000',
};
