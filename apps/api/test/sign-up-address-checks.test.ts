import { users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { ERROR_CODE } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { codeOf, createAccountTestApp, fieldsOf, PASSWORD, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';
import { type DnsStandIn, startDnsStandIn } from './support/dns-stand-in.ts';
import { type SmtpRecipientStandIn, startSmtpRecipientStandIn } from './support/smtp-recipient-stand-in.ts';

const CREATE_USER = /* GraphQL */ `
  mutation ($password: String, $userInfo: UserInfoInput!, $token: String) {
    createUser(password: $password, userInfo: $userInfo, token: $token) { id email }
  }`;
const UPDATE_EMAIL = /* GraphQL */ `
  mutation ($email: String, $currentPassword: String) {
    updateUser(email: $email, currentPassword: $currentPassword) { email }
  }`;

/** The stand-in's zone: each way a domain can (not) take mail. */
const ZONE = {
  'mx.example.test': { mx: [{ exchange: 'mail.mx.example.test', priority: 10 }] },
  'mail.mx.example.test': { a: ['127.0.0.1'] },
  // No MX: mail goes to the domain's own address (RFC 5321's implicit MX).
  'implicit.example.test': { a: ['127.0.0.1'] },
  // The name exists but has neither MX nor an address.
  'bare.example.test': {},
  // "I take no mail" (RFC 7505).
  'nullmx.example.test': { mx: [{ exchange: '', priority: 0 }] },
  'outage.example.test': { fail: true },
};

let dns: DnsStandIn;
let smtp: SmtpRecipientStandIn;

beforeAll(async () => {
  dns = await startDnsStandIn(ZONE);
  smtp = await startSmtpRecipientStandIn((recipient) =>
    recipient.startsWith('nobody@') ? 550 : recipient.startsWith('busy@') ? 450 : 250,
  );
});
afterAll(async () => {
  await dns.close();
  await smtp.close();
});

async function accountExists(app: TestApp, email: string): Promise<boolean> {
  const rows = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length > 0;
}

function signUpWith(app: TestApp, email: string) {
  return sender(app)(CREATE_USER, {
    password: PASSWORD,
    token: DEV_CAPTCHA_TOKEN,
    userInfo: { email, name: 'Test User' },
  });
}

describe('sign-up address checks, MAIL_DOMAIN_CHECK off (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createAccountTestApp({
      // Pointed at the stand-in so that a question asked in spite of `off` would show.
      MAIL_DNS_SERVERS: dns.server,
      MAIL_BLOCKED_DOMAINS: 'spam.example',
    });
  });
  afterAll(() => app.close());

  it('refuses a disposable-mail domain of the package list with 101 on fields.email, no account made', async () => {
    for (const email of ['ada@mailinator.com', 'ada@YOPmail.com']) {
      const answer = await signUpWith(app, email);
      expect(codeOf(answer)).toBe(ERROR_CODE.EMAIL_BLACKLISTED);
      expect(Object.keys(fieldsOf(answer) ?? {})).toEqual(['email']);
      expect(await accountExists(app, email)).toBe(false);
    }
  });

  it('refuses MAIL_BLOCKED_DOMAINS and their subdomains, not look-alikes', async () => {
    expect(codeOf(await signUpWith(app, 'ada@spam.example'))).toBe(ERROR_CODE.EMAIL_BLACKLISTED);
    expect(codeOf(await signUpWith(app, 'ada@eu.spam.example'))).toBe(ERROR_CODE.EMAIL_BLACKLISTED);
    const lookAlike = await signUpWith(app, 'ada@nospam.example');
    expect(lookAlike.body.errors).toBeUndefined();
  });

  it('asks no DNS: a domain that takes no mail still signs up offline', async () => {
    const before = dns.questions.length;
    const answer = await signUpWith(app, 'ada@bare.example.test');
    expect(answer.body.errors).toBeUndefined();
    expect(dns.questions.length).toBe(before);
  });
});

describe('sign-up address checks, MAIL_DOMAIN_CHECK=dns', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createAccountTestApp({ MAIL_DOMAIN_CHECK: 'dns', MAIL_DNS_SERVERS: dns.server });
  });
  afterAll(() => app.close());

  it.each([
    ['no such domain (NXDOMAIN)', 'ada@missing.example.test'],
    ['neither MX nor address', 'ada@bare.example.test'],
    ['a null MX', 'ada@nullmx.example.test'],
  ])('%s: 106 on fields.email, no account made', async (_case, email) => {
    const answer = await signUpWith(app, email);
    expect(codeOf(answer)).toBe(ERROR_CODE.EMAIL_DOMAIN_INVALID);
    expect(Object.keys(fieldsOf(answer) ?? {})).toEqual(['email']);
    expect(await accountExists(app, email)).toBe(false);
  });

  it('an MX, or only an address (implicit MX), signs up; the MX question was asked of the stand-in', async () => {
    expect((await signUpWith(app, 'ada@mx.example.test')).body.errors).toBeUndefined();
    expect((await signUpWith(app, 'ada@implicit.example.test')).body.errors).toBeUndefined();
    expect(dns.questions).toEqual(expect.arrayContaining(['MX mx.example.test', 'A implicit.example.test']));
  });

  it('a DNS failure (SERVFAIL) lets the sign-up through and is logged', async () => {
    expect((await signUpWith(app, 'ada@outage.example.test')).body.errors).toBeUndefined();
    expect(app.logs.some((line) => line.msg === 'mail domain check: DNS gave no answer')).toBe(true);
  });

  it('an e-mail change is checked the same way, and the old address stays', async () => {
    const { cookie } = await signUp(app, 'mover@mx.example.test');
    const send = sender(app);
    const refused = await send(
      UPDATE_EMAIL,
      { email: 'mover@bare.example.test', currentPassword: PASSWORD },
      cookie,
    );
    expect(codeOf(refused)).toBe(ERROR_CODE.EMAIL_DOMAIN_INVALID);
    expect(Object.keys(fieldsOf(refused) ?? {})).toEqual(['email']);
    const blocked = await send(
      UPDATE_EMAIL,
      { email: 'mover@mailinator.com', currentPassword: PASSWORD },
      cookie,
    );
    expect(codeOf(blocked)).toBe(ERROR_CODE.EMAIL_BLACKLISTED);
    expect(await accountExists(app, 'mover@mx.example.test')).toBe(true);
    // Without the password nothing is looked up: the owner is confirmed first.
    const asked = dns.questions.length;
    const unconfirmed = await send(UPDATE_EMAIL, { email: 'mover@other.example.test' }, cookie);
    expect(codeOf(unconfirmed)).toBe(ERROR_CODE.PASSWORD_MISSING);
    expect(dns.questions.length).toBe(asked);
    const moved = await send(
      UPDATE_EMAIL,
      { email: 'mover@implicit.example.test', currentPassword: PASSWORD },
      cookie,
    );
    expect(moved.body.errors).toBeUndefined();
  });
});

describe('sign-up address checks, MAIL_DOMAIN_CHECK=smtp', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createAccountTestApp({
      MAIL_DOMAIN_CHECK: 'smtp',
      MAIL_DNS_SERVERS: dns.server,
      MAIL_PROBE_PORT: String(smtp.port),
      MAIL_FROM: 'Foundry <no-reply@shop.example>',
    });
  });
  afterAll(() => app.close());

  it('a recipient the mail server refuses (550) is 107 on fields.email, no account made', async () => {
    const answer = await signUpWith(app, 'nobody@mx.example.test');
    expect(codeOf(answer)).toBe(ERROR_CODE.EMAIL_UNDELIVERABLE);
    expect(Object.keys(fieldsOf(answer) ?? {})).toEqual(['email']);
    expect(await accountExists(app, 'nobody@mx.example.test')).toBe(false);
    expect(smtp.recipients).toContain('nobody@mx.example.test');
  });

  it('an accepted recipient signs up, a 4xx (greylisting) does not block; no mail is ever sent by a probe', async () => {
    expect((await signUpWith(app, 'grace@mx.example.test')).body.errors).toBeUndefined();
    expect((await signUpWith(app, 'busy@mx.example.test')).body.errors).toBeUndefined();
    expect(smtp.recipients).toEqual(
      expect.arrayContaining(['grace@mx.example.test', 'busy@mx.example.test']),
    );
    expect(smtp.delivered).toBe(0);
  });

  it('a domain without mail is still 106 before any mail server is asked', async () => {
    const asked = smtp.recipients.length;
    expect(codeOf(await signUpWith(app, 'ada@nullmx.example.test'))).toBe(ERROR_CODE.EMAIL_DOMAIN_INVALID);
    expect(smtp.recipients.length).toBe(asked);
  });
});
