import { newsletterSubscriptions } from '@foundry/db';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDevCaptchaVerifier,
  DEV_CAPTCHA_TOKEN,
} from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createOutboxMailer } from '../src/integrations/mail/outbox-mailer.ts';
import { createNewsletterSubscriptionRepository } from '../src/repositories/newsletter-subscription-repository.ts';
import { subscribeToNewsletter } from '../src/services/newsletter/subscribe-to-newsletter.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($email: String!, $reCaptchaToken: String) {
    newsletterSubscribe(email: $email, reCaptchaToken: $reCaptchaToken) { success }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation Confirm($email: String!, $hash: String!) { newsletterConfirmSubscription(email: $email, hash: $hash) }
`;
const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($email: String!, $hash: String!) { newsletterUnsubscribe(email: $email, hash: $hash) }
`;

describe('newsletter sign-up (development captcha verifier)', () => {
  let app: TestApp;
  let repository: ReturnType<typeof createNewsletterSubscriptionRepository>;

  const rows = () => app.database.db.select().from(newsletterSubscriptions);
  const codeOf = (body: Awaited<ReturnType<TestApp['graphql']>>['body']) =>
    body.errors?.[0]?.extensions?.code;

  /** Signs up through the use-case, which hands back the hash it mailed (the mail: newsletter-double-opt-in.test.ts). */
  async function signUpWithHash(email: string): Promise<string> {
    const { hash } = await subscribeToNewsletter(
      { email, reCaptchaToken: DEV_CAPTCHA_TOKEN },
      {
        subscriptions: repository,
        captcha: createDevCaptchaVerifier(),
        mailer: createOutboxMailer(app.config.mail),
        publicUrl: app.config.publicUrl,
        logger: pino({ level: 'silent' }),
      },
    );
    return hash;
  }

  beforeAll(async () => {
    app = await createTestApp();
    repository = createNewsletterSubscriptionRepository(app.database.db);
  });
  afterAll(() => app.close());

  it('refuses a sign-up without a token with code 5 and stores nothing', async () => {
    const { body } = await app.graphql(SUBSCRIBE, { email: 'nobody@example.com' });
    expect(codeOf(body)).toBe(5);
    expect(body.data ?? null).toBeNull();
    expect(await rows()).toHaveLength(0);
    expect(app.logs.some((line) => line.msg === 'captcha refused' && line.reason === 'no token')).toBe(true);
  });

  it('refuses a wrong token with code 5', async () => {
    const { body } = await app.graphql(SUBSCRIBE, { email: 'nobody@example.com', reCaptchaToken: 'forged' });
    expect(codeOf(body)).toBe(5);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a malformed e-mail with code 103 on the email field, before looking at the captcha', async () => {
    for (const email of ['not-an-address', `${'a'.repeat(75)}@example.com`]) {
      const { body } = await app.graphql(SUBSCRIBE, { email, reCaptchaToken: DEV_CAPTCHA_TOKEN });
      expect(codeOf(body)).toBe(103);
      expect(body.errors?.[0]?.extensions?.fields).toHaveProperty('email');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('accepts the development token and stores one pending subscription for two sign-ups in different case', async () => {
    const first = await app.graphql(SUBSCRIBE, {
      email: 'Reader@Example.com',
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(first.body).toEqual({ data: { newsletterSubscribe: { success: true } } });
    const second = await app.graphql(SUBSCRIBE, {
      email: 'reader@example.COM',
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(second.body).toEqual(first.body);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'Reader@Example.com', status: 'pending', confirmedAt: null });
    // Only a SHA-256 digest of the hash is kept.
    expect(stored[0]?.confirmHashDigest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('confirms with the right hash only; a wrong hash changes nothing', async () => {
    const hash = await signUpWithHash('confirm-me@example.com');

    const wrong = await app.graphql(CONFIRM, { email: 'confirm-me@example.com', hash: `${hash}x` });
    expect(wrong.body).toEqual({ data: { newsletterConfirmSubscription: false } });
    expect(await repository.findByEmail('confirm-me@example.com')).toMatchObject({ status: 'pending' });

    const unknown = await app.graphql(CONFIRM, { email: 'someone-else@example.com', hash });
    expect(unknown.body).toEqual({ data: { newsletterConfirmSubscription: false } });

    const right = await app.graphql(CONFIRM, { email: 'CONFIRM-ME@example.com', hash });
    expect(right.body).toEqual({ data: { newsletterConfirmSubscription: true } });
    const confirmed = await repository.findByEmail('confirm-me@example.com');
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
  });

  it('unsubscribes with the right hash only, and a later sign-up starts over as pending', async () => {
    const hash = await signUpWithHash('leaving@example.com');

    const wrong = await app.graphql(UNSUBSCRIBE, { email: 'leaving@example.com', hash: 'not-the-hash' });
    expect(wrong.body).toEqual({ data: { newsletterUnsubscribe: false } });
    expect((await repository.findByEmail('leaving@example.com'))?.status).toBe('pending');

    const right = await app.graphql(UNSUBSCRIBE, { email: 'leaving@example.com', hash });
    expect(right.body).toEqual({ data: { newsletterUnsubscribe: true } });
    expect((await repository.findByEmail('leaving@example.com'))?.status).toBe('unsubscribed');
    // The old hash cannot confirm an unsubscribed address.
    const stale = await app.graphql(CONFIRM, { email: 'leaving@example.com', hash });
    expect(stale.body).toEqual({ data: { newsletterConfirmSubscription: false } });

    const again = await app.graphql(SUBSCRIBE, {
      email: 'leaving@example.com',
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(again.body).toEqual({ data: { newsletterSubscribe: { success: true } } });
    expect((await repository.findByEmail('leaving@example.com'))?.status).toBe('pending');
  });
});
