import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createAccountTestApp, PASSWORD, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

// The User a sign-in or sign-up answers with belongs to the session issued by that same request, so
// its private lists resolve at once (docs/shop-contract.md, "Accounts").
const PRIVATE_FIELDS = {
  addresses: 'addresses { nodes { id } }',
  orders: 'orders { nodes { id } }',
  myFonts: 'myFonts { nodes { id } }',
  myWebfonts: 'myWebfonts { nodes { id } }',
  availableWebfontsProjectTypes: 'availableWebfontsProjectTypes',
} as const;

describe('the user returned by createToken and createUser is the signed-in viewer', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let signedUpEmails = 0;

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
  });
  afterAll(() => app.close());

  for (const [field, selection] of Object.entries(PRIVATE_FIELDS)) {
    it(`createToken: user.${field} resolves without code 1`, async () => {
      const email = `viewer-token-${field}@example.com`;
      await signUp(app, email);
      const response = await send<{ createToken: { valid: boolean; user: Record<string, unknown> | null } }>(
        `mutation ($email: String!, $password: String!) {
          createToken(email: $email, password: $password) { valid user { id ${selection} } }
        }`,
        { email, password: PASSWORD },
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.createToken.valid).toBe(true);
      expect(response.body.data?.createToken.user?.[field]).toBeDefined();
      expect(response.body.data?.createToken.user?.[field]).not.toBeNull();
    });

    it(`createUser: ${field} of the new account resolves without code 1`, async () => {
      signedUpEmails += 1;
      const response = await send<{ createUser: Record<string, unknown> | null }>(
        `mutation ($password: String, $userInfo: UserInfoInput!, $token: String) {
          createUser(password: $password, userInfo: $userInfo, token: $token) { id ${selection} }
        }`,
        {
          password: PASSWORD,
          token: DEV_CAPTCHA_TOKEN,
          userInfo: { email: `viewer-signup-${signedUpEmails}-${field}@example.com`, name: 'Ada' },
        },
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.createUser?.[field]).toBeDefined();
      expect(response.body.data?.createUser?.[field]).not.toBeNull();
    });
  }

  it('a cookie of another account sent along with createToken does not become the viewer', async () => {
    const other = await signUp(app, 'viewer-other@example.com');
    await signUp(app, 'viewer-me@example.com');
    const response = await send<{
      createToken: { user: { email: string; addresses: { nodes: unknown[] } } | null };
    }>(
      `mutation ($email: String!, $password: String!) {
        createToken(email: $email, password: $password) { user { email addresses { nodes { id } } } }
      }`,
      { email: 'viewer-me@example.com', password: PASSWORD },
      other.cookie,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.createToken.user).toEqual({
      email: 'viewer-me@example.com',
      addresses: { nodes: [] },
    });
  });
});
