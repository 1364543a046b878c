import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createAccountTestApp, waitForMail } from './account-helpers.ts';
import { type TestApp, WEB_ORIGIN } from './harness.ts';

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

/** The link of the mail's text that leads to `path` on the web site, with its email and hash. */
function linkTo(text: string, path: string): { email: string; hash: string } {
  const found = text
    .match(/https?:\/\/\S+/g)
    ?.map((raw) => new URL(raw))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no link to ${path} in: ${text}`);
  expect(found.origin).toBe(WEB_ORIGIN);
  return { email: found.searchParams.get('email') ?? '', hash: found.searchParams.get('hash') ?? '' };
}

describe('newsletter double opt-in through the mail adapter (outbox)', () => {
  let app: TestApp;
  const subscribe = (email: string) =>
    app.graphql(SUBSCRIBE, { email, reCaptchaToken: DEV_CAPTCHA_TOKEN }, { origin: WEB_ORIGIN });

  beforeAll(async () => {
    app = await createAccountTestApp();
  });
  afterAll(() => app.close());

  it('mails a confirm link whose email and hash confirm the sign-up, and an unsubscribe link that works', async () => {
    const email = 'Opt-In@Example.com';
    expect((await subscribe(email)).body).toEqual({ data: { newsletterSubscribe: { success: true } } });

    const mail = await waitForMail(app, email);
    expect(mail?.to).toBe(email);
    expect(mail?.html).toContain('/newsletter/confirm?');
    const confirm = linkTo(mail?.text ?? '', '/newsletter/confirm');
    expect(confirm.email).toBe(email);
    expect(confirm.hash).toMatch(/^[\w-]{43}$/);

    expect((await app.graphql(CONFIRM, confirm, { origin: WEB_ORIGIN })).body).toEqual({
      data: { newsletterConfirmSubscription: true },
    });

    const unsubscribe = linkTo(mail?.text ?? '', '/newsletter/unsubscribe');
    expect((await app.graphql(UNSUBSCRIBE, unsubscribe, { origin: WEB_ORIGIN })).body).toEqual({
      data: { newsletterUnsubscribe: true },
    });
  });

  it('a second sign-up while pending mails a fresh link that works; the first link no longer does', async () => {
    const email = 'twice@example.com';
    await subscribe(email);
    const first = await waitForMail(app, email);
    await subscribe(email);
    const second = await waitForMail(app, email, { after: first?.date ?? '' });
    const older = linkTo(first?.text ?? '', '/newsletter/confirm');
    const newer = linkTo(second?.text ?? '', '/newsletter/confirm');
    expect(newer.hash).not.toBe(older.hash);
    expect((await app.graphql(CONFIRM, older)).body.data).toEqual({ newsletterConfirmSubscription: false });
    expect((await app.graphql(CONFIRM, newer)).body.data).toEqual({ newsletterConfirmSubscription: true });
  });

  it('mails nothing for an address that is already confirmed, and answers the same', async () => {
    const email = 'already@example.com';
    await subscribe(email);
    const mail = await waitForMail(app, email);
    await app.graphql(CONFIRM, linkTo(mail?.text ?? '', '/newsletter/confirm'));
    expect((await subscribe(email)).body).toEqual({ data: { newsletterSubscribe: { success: true } } });
    expect(await waitForMail(app, email, { after: mail?.date ?? '', ms: 500 })).toBeNull();
  });
});
