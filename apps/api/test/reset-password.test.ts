import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/integrations/mail/outbox-mailer.ts';
import { createUserRepository } from '../src/repositories/user-repository.ts';
import { accountTokenSecret } from '../src/services/accounts/account-token-secret.ts';
import { createPasswordResetToken } from '../src/services/accounts/password-reset-token.ts';
import {
  codeOf,
  cookieOf,
  createAccountTestApp,
  fieldsOf,
  PASSWORD,
  sender,
  signUp,
  waitForMail,
} from './account-helpers.ts';
import { type TestApp, WEB_ORIGIN } from './harness.ts';

const RESET = /* GraphQL */ 'mutation ($email: String!) { resetPassword(email: $email) }';
const SET_PASSWORD = /* GraphQL */ `
  mutation ($password: String, $resetToken: String) {
    updateUser(password: $password, resetToken: $resetToken) { id email }
  }`;
const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) { createToken(email: $email, password: $password) { valid status } }`;
const READ_USER = /* GraphQL */ '{ readUser { id email } }';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset by e-mail', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
  });
  afterAll(() => app.close());

  /** Asks for a reset mail and returns the token of its link. */
  async function requestLink(email: string): Promise<string> {
    const before = new Date().toISOString();
    const answer = await send<{ resetPassword: boolean }>(RESET, { email });
    expect(answer.body).toEqual({ data: { resetPassword: true } });
    const mail = await waitForMail(app, email, { after: before, subject: 'Reset your password' });
    expect(mail).not.toBeNull();
    const link = /(https?:\/\/\S+\/my_account\/reset-password\?token=\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link?.startsWith(`${WEB_ORIGIN}/my_account/reset-password?token=`)).toBe(true);
    return new URL(link ?? '').searchParams.get('token') ?? '';
  }

  it('mails a link that sets a new password once, ends every session and signs the user in', async () => {
    const account = await signUp(app, 'forgetful@example.com');
    const token = await requestLink('Forgetful@Example.com');
    const mail = await waitForMail(app, 'forgetful@example.com', { subject: 'Reset your password' });
    expect(mail).toMatchObject({ to: 'forgetful@example.com', subject: 'Reset your password' });
    expect(mail?.html).toContain('reset-password?token=');

    const used = await send<{ updateUser: { id: string; email: string } }>(SET_PASSWORD, {
      password: NEW_PASSWORD,
      resetToken: token,
    });
    expect(used.body.errors).toBeUndefined();
    expect(used.body.data?.updateUser).toEqual({ id: account.id, email: 'forgetful@example.com' });
    const fresh = cookieOf(used);
    expect(fresh).toMatch(/^foundry_session=/);
    expect((await send(READ_USER, undefined, fresh)).body.data).toEqual({
      readUser: { id: account.id, email: 'forgetful@example.com' },
    });
    // The session from before the reset is over; the old password no longer works, the new one does.
    expect(codeOf(await send(READ_USER, undefined, account.cookie))).toBe(1);
    expect((await send(SIGN_IN, { email: 'forgetful@example.com', password: PASSWORD })).body.data).toEqual({
      createToken: { valid: false, status: 4 },
    });
    expect(
      (await send(SIGN_IN, { email: 'forgetful@example.com', password: NEW_PASSWORD })).body.data,
    ).toEqual({
      createToken: { valid: true, status: 0 },
    });

    // Single use: the same link again is refused.
    const again = await send(SET_PASSWORD, { password: 'yet another passphrase', resetToken: token });
    expect(codeOf(again)).toBe(103);
    expect(Object.keys(fieldsOf(again) ?? {})).toEqual(['resetToken']);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    await signUp(app, 'known@example.com');
    const known = await send(RESET, { email: 'known@example.com' });
    const unknown = await send(RESET, { email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await waitForMail(app, 'known@example.com', { subject: 'Reset your password' })).not.toBeNull();
    expect(await waitForMail(app, 'nobody-here@example.com', { ms: 300 })).toBeNull();
    // Only a malformed address is refused, on its field.
    const malformed = await send(RESET, { email: 'not an address' });
    expect(codeOf(malformed)).toBe(103);
    expect(Object.keys(fieldsOf(malformed) ?? {})).toEqual(['email']);
  });

  it('refuses an expired link, a forged one and one issued before another reset was used', async () => {
    const account = await signUp(app, 'expiry@example.com');
    const secret = await accountTokenSecret(app.config);
    const subject = await createUserRepository(app.database.db).findCredentialsById(Number(account.id));
    if (!subject) throw new Error('no account');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const expired = createPasswordResetToken(secret, subject, twoHoursAgo);
    const refused = await send(SET_PASSWORD, { password: NEW_PASSWORD, resetToken: expired });
    expect(codeOf(refused)).toBe(103);
    expect(fieldsOf(refused)).toEqual({
      resetToken: 'This link has expired or was already used. Please ask for a new one.',
    });
    const forged = createPasswordResetToken('f'.repeat(64), subject);
    expect(codeOf(await send(SET_PASSWORD, { password: NEW_PASSWORD, resetToken: forged }))).toBe(103);
    expect(codeOf(await send(SET_PASSWORD, { password: NEW_PASSWORD, resetToken: 'garbage' }))).toBe(103);

    // Two links asked for; using the second makes the first useless too.
    const first = await requestLink('expiry@example.com');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await requestLink('expiry@example.com');
    expect(
      (await send(SET_PASSWORD, { password: NEW_PASSWORD, resetToken: second })).body.errors,
    ).toBeUndefined();
    expect(codeOf(await send(SET_PASSWORD, { password: 'another passphrase!', resetToken: first }))).toBe(
      103,
    );
  });

  it('checks the new password, and takes nothing but the password with a link', async () => {
    await signUp(app, 'rules@example.com');
    const token = await requestLink('rules@example.com');
    const short = await send(SET_PASSWORD, { password: 'short', resetToken: token });
    expect(codeOf(short)).toBe(103);
    expect(Object.keys(fieldsOf(short) ?? {})).toEqual(['password']);
    expect(codeOf(await send(SET_PASSWORD, { resetToken: token }))).toBe(100);
    const mixed = await send(
      /* GraphQL */ `mutation ($t: String) { updateUser(resetToken: $t, password: "long enough pass", email: "evil@example.com") { id } }`,
      { t: token },
    );
    expect(codeOf(mixed)).toBe(103);
    // The refusals did not use the link up.
    expect(
      (await send(SET_PASSWORD, { password: NEW_PASSWORD, resetToken: token })).body.errors,
    ).toBeUndefined();
  });

  it('sends at most three mails to one address in 15 minutes, answering the same', async () => {
    await signUp(app, 'flooded@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send(RESET, { email: 'flooded@example.com' })).body).toEqual({
        data: { resetPassword: true },
      });
    }
    await waitForMail(app, 'flooded@example.com', { subject: 'Reset your password' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = (await readOutbox(app.config.mail.outboxDir)).filter(
      (mail) => mail.to === 'flooded@example.com' && mail.subject === 'Reset your password',
    );
    expect(mails).toHaveLength(3);
  });

  it('never writes the reset token or the password to the logs', async () => {
    await signUp(app, 'quiet@example.com');
    const token = await requestLink('quiet@example.com');
    await send(SET_PASSWORD, { password: NEW_PASSWORD, resetToken: token });
    const logged = JSON.stringify(app.logs);
    expect(logged).not.toContain(token.split('.')[2]);
    expect(logged).not.toContain(NEW_PASSWORD);
    expect(logged).toContain('password-reset mail sent');
  });
});
