import { REFERRAL_POINTS } from '@foundry/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import {
  codeOf,
  cookieOf,
  createAccountTestApp,
  fieldsOf,
  HOME,
  PASSWORD,
  sender,
} from './account-helpers.ts';
import { type Account, type ClubContext, clubCalls, DESKTOP, SECRET } from './club-test-kit.ts';
import type { TestApp } from './harness.ts';

const SIGN_UP = /* GraphQL */ `mutation ($userInfo: UserInfoInput!, $referralCode: String) {
  createUser(password: "${PASSWORD}", token: "${DEV_CAPTCHA_TOKEN}", userInfo: $userInfo, referralCode: $referralCode) { id }
}`;

describe('club referrals', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let referrer: Account;
  let code: string;
  let fonts: ClubContext['fonts'];
  const ctx: ClubContext = {
    get app() {
      return app;
    },
    get send() {
      return send;
    },
    get fonts() {
      return fonts;
    },
  };
  const { account, info, history, pay, notify, processed, fontOrder } = clubCalls(ctx);

  /** Signs up with a referral code, as the sign-up form would send it, and adds an address. */
  async function signUpWith(email: string, referralCode: string | null): Promise<Account> {
    const response = await send<{ createUser: { id: string } }>(SIGN_UP, {
      userInfo: { email, name: 'Referred Friend' },
      referralCode,
    });
    const id = response.body.data?.createUser.id;
    if (!id) throw new Error(JSON.stringify(response.body.errors));
    const cookie = cookieOf(response);
    const address = await send<{ createUserAddress: { id: string } }>(
      'mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }',
      { a: HOME },
      cookie,
    );
    return { id, cookie, addressId: address.body.data?.createUserAddress.id ?? '' };
  }
  /** Webhook items are processed after the answer: waits until this one was. */
  const processedSoon = (pspReference: string) =>
    vi.waitFor(async () => expect(await processed(pspReference)).toBe(true), {
      timeout: 10_000,
      interval: 25,
    });
  const referralMoves = async (who: Account) =>
    (await history(who))?.nodes.filter((move) => move.kind.startsWith('referral')) ?? [];

  beforeAll(async () => {
    app = await createAccountTestApp({ PAYMENT_TEST_SECRET: SECRET });
    send = sender(app);
    referrer = await account('referrer@example.com', true);
    code = (await info(referrer))?.referralCode as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const found = await app.graphql<{
      readFamilies: { nodes: { fontProducts: { id: string; kind: string; encodingIDs: string[] }[] }[] };
    }>('{ readFamilies(pageSize: 1) { nodes { fontProducts { id kind encodingIDs } } } }');
    const family = found.body.data?.readFamilies.nodes[0]?.fontProducts.find((p) => p.kind === 'FAMILY');
    fonts = [
      {
        productIDs: [family?.id as string],
        encodingIDs: family?.encodingIDs ?? [],
        licenses: DESKTOP,
        selectionIndex: 0,
      },
    ];
  });
  afterAll(() => app.close());

  it('refuses an unknown code on referralCode and makes no account', async () => {
    const refused = await send(SIGN_UP, {
      userInfo: { email: 'typo@example.com', name: 'Typo' },
      referralCode: 'ZZZZZZZZ',
    });
    expect(codeOf(refused)).toBe(103);
    expect(fieldsOf(refused)?.referralCode).toContain('not known');
    // Not a shape a code has (look-alike characters): the same answer.
    expect(
      fieldsOf(
        await send(SIGN_UP, { userInfo: { email: 'typo@example.com', name: 'T' }, referralCode: '0O1IL' }),
      ),
    ).toHaveProperty('referralCode');
    // The address is still free: nothing was made.
    expect((await signUpWith('typo@example.com', null)).id).toBeTruthy();
  });

  it('counts a sign-up with the code (case and spaces ignored) and credits the referrer once, at the first paid order', async () => {
    const friend = await signUpWith(
      'friend@example.com',
      ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `,
    );
    expect((await info(referrer))?.referralsCount).toBe(1);
    expect(await referralMoves(referrer)).toEqual([]); // nothing before the friend buys

    const first = await fontOrder(friend);
    expect(await referralMoves(referrer)).toEqual([]); // placed, not paid
    expect((await pay(first, friend.cookie)).body.data?.makePayment.order.status).toBe('PAID');
    const credited = await referralMoves(referrer);
    expect(credited.map((move) => [move.kind, move.points, move.orderID])).toEqual([
      ['referral', REFERRAL_POINTS, first.id],
    ]);
    expect(credited[0]?.expires).not.toBeNull();

    // A replayed payment report and a second paid order add nothing.
    await notify(Number(first.id), 'AUTHORISATION', 'REFERRAL-AUTH-1');
    await processedSoon('REFERRAL-AUTH-1');
    const second = await fontOrder(friend);
    await pay(second, friend.cookie);
    expect(await referralMoves(referrer)).toHaveLength(1);

    // Refunding the order that earned it takes it back, once.
    await notify(Number(first.id), 'REFUND', 'REFERRAL-REFUND-1');
    await processedSoon('REFERRAL-REFUND-1');
    await notify(Number(first.id), 'REFUND', 'REFERRAL-REFUND-2');
    await processedSoon('REFERRAL-REFUND-2');
    expect((await referralMoves(referrer)).map((move) => [move.kind, move.points])).toEqual([
      ['referral_refund', -REFERRAL_POINTS],
      ['referral', REFERRAL_POINTS],
    ]);
  });

  it('credits nobody when the referrer has left the club, and refuses their code for new sign-ups', async () => {
    const leaver = await account('leaver@example.com', true);
    const leaverCode = (await info(leaver))?.referralCode as string;
    const friend = await signUpWith('leavers-friend@example.com', leaverCode);
    await send('mutation { updateUser(club: false) { id } }', undefined, leaver.cookie);
    const order = await fontOrder(friend);
    await pay(order, friend.cookie);
    expect(await referralMoves(leaver)).toEqual([]);
    const refused = await send(SIGN_UP, {
      userInfo: { email: 'late@example.com', name: 'Late' },
      referralCode: leaverCode,
    });
    expect(fieldsOf(refused)).toHaveProperty('referralCode');
  });
});
