import { createHmac } from 'node:crypto';
import { clubRewards, clubTransactions, paymentNotifications } from '@foundry/db';
import { clubPointsExpiry } from '@foundry/domain';
import { expect } from 'vitest';
import { testNotificationKey } from '../src/integrations/payments/create-payments.ts';
import { HOME, type sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';
import { paymentRows } from './payment-orders.ts';

export const SECRET = 'club-test-secret';
export const VISA = {
  type: 'scheme',
  number: '4111 1111 4555 1142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};
export const DESKTOP = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];

export const CLAIM = /* GraphQL */ `
  mutation ($rewardID: ID!, $shippingAddressID: ID) {
    createClubReward(rewardID: $rewardID, shippingAddressID: $shippingAddressID) {
      id status points
      reward { ... on ClubReward { id title } ... on ClubVoucher { rewardID } }
      voucher { id rewardID code price { amount currency } points used }
    }
  }
`;
export const INFO = /* GraphQL */ `{
  readUserClubInfo {
    club clubPoints clubPointsText clubPointsExpiration clubPointsExpiring mailing fontsInUseProjectsCount
    referralsCount referralCode developmentFontsCount availableVouchersCount upcomingWebinarsCount activeCrowdfunding
  }
}`;
export const HISTORY = /* GraphQL */ `
  query ($page: Int, $pageSize: Int) {
    readClubTransactionHistory(page: $page, pageSize: $pageSize) {
      nodes { id points kind description orderID created expires }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

export interface Account {
  id: string;
  cookie: string;
  addressId: string;
}
export interface ClubInfo {
  club: boolean;
  clubPoints: number;
  clubPointsText: string;
  clubPointsExpiration: string | null;
  clubPointsExpiring: number;
  mailing: boolean;
  fontsInUseProjectsCount: number;
  referralsCount: number;
  referralCode: string | null;
  developmentFontsCount: number;
  availableVouchersCount: number;
  upcomingWebinarsCount: number;
  activeCrowdfunding: boolean;
}
export interface Move {
  points: number;
  kind: string;
  orderID: string | null;
  expires: string | null;
}

/** What the club calls need from the describe that uses them: its app, its sender and its font selection. */
export interface ClubContext {
  readonly app: TestApp;
  readonly send: ReturnType<typeof sender>;
  readonly fonts: {
    productIDs: string[];
    encodingIDs: string[];
    licenses: typeof DESKTOP;
    selectionIndex: number;
  }[];
}

/** The calls the club tests share: accounts, club reads, rewards, payments and their webhooks. */
export function clubCalls(ctx: ClubContext) {
  const account = async (email: string, club: boolean): Promise<Account> => {
    const user = await signUp(ctx.app, email);
    if (club) await ctx.send('mutation { updateUser(club: true) { id } }', undefined, user.cookie);
    const address = await ctx.send<{ createUserAddress: { id: string } }>(
      'mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }',
      { a: HOME },
      user.cookie,
    );
    return { ...user, addressId: address.body.data?.createUserAddress.id ?? '' };
  };
  const info = async (who: Account) =>
    (await ctx.send<{ readUserClubInfo: ClubInfo }>(INFO, undefined, who.cookie)).body.data?.readUserClubInfo;
  const history = async (who: Account, page = 1, pageSize?: number) =>
    (
      await ctx.send<{
        readClubTransactionHistory: { nodes: Move[]; pageInfo: { hasNextPage: boolean; nextPage: number } };
      }>(HISTORY, { page, pageSize }, who.cookie)
    ).body.data?.readClubTransactionHistory;
  /** Points the member earned some other way (a seeded ledger row), lapsing as earned points do. */
  const givePoints = async (who: Account, points: number) => {
    const now = new Date();
    await ctx.app.database.db.insert(clubTransactions).values({
      userId: Number(who.id),
      points,
      kind: 'adjustment',
      description: 'Welcome points',
      expiresAt: clubPointsExpiry(now),
      createdAt: now,
    });
  };
  const reward = async (values: Partial<typeof clubRewards.$inferInsert>) => {
    const [row] = await ctx.app.database.db
      .insert(clubRewards)
      .values({ kind: 'reward', title: 'Test specimen', points: 100, sort: 9000, ...values })
      .returning();
    if (!row) throw new Error('no reward');
    return row;
  };
  const pay = async (order: { id: string; hash: string }, cookie: string) =>
    ctx.send<{ makePayment: { resultCode: string; order: { status: string } } }>(
      `mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
        makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode order { status } }
      }`,
      {
        orderID: order.id,
        hash: order.hash,
        method: VISA,
        returnUrl: `http://localhost:3000/pay/${order.id}`,
      },
      cookie,
    );
  /** An Adyen-shaped webhook item for the order's authorised attempt, signed with the test key. */
  const notify = async (orderId: number, eventCode: 'AUTHORISATION' | 'REFUND', pspReference: string) => {
    const attempt = (await paymentRows(ctx.app, orderId)).find((row) => row.resultCode === 'Authorised');
    const item: Record<string, unknown> = {
      amount: { currency: 'EUR', value: attempt?.amount },
      eventCode,
      eventDate: '2026-11-22T01:00:00+01:00',
      merchantAccountCode: 'FoundryECOM',
      merchantReference: attempt?.idempotencyKey,
      ...(eventCode === 'REFUND' ? { originalReference: attempt?.pspReference } : {}),
      paymentMethod: 'visa',
      pspReference,
      success: 'true',
    };
    const data = [
      item.pspReference,
      item.originalReference ?? '',
      item.merchantAccountCode,
      item.merchantReference,
      attempt?.amount,
      'EUR',
      item.eventCode,
      item.success,
    ].join(':');
    const key = Buffer.from(testNotificationKey(SECRET), 'hex');
    item.additionalData = { hmacSignature: createHmac('sha256', key).update(data, 'utf8').digest('base64') };
    const answer = await ctx.app.fetch('/payments/test-provider/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
    });
    expect(await answer.text()).toBe('[accepted]');
  };
  const processed = async (pspReference: string) => {
    const rows = await ctx.app.database.db.select().from(paymentNotifications);
    return rows.some(
      (row) =>
        (row.payload as { pspReference?: string }).pspReference === pspReference && row.processedAt !== null,
    );
  };
  const fontOrder = async (who: Account) => {
    const placed = await ctx.send<{ createUserOrder: { id: string; hash: string; clubPoints: number } }>(
      `mutation ($id: ID!, $f: [FamilyProductSelectionInput!]) {
        createUserOrder(billingAddressID: $id, familyProductSelections: $f) { id hash clubPoints }
      }`,
      { id: who.addressId, f: ctx.fonts },
      who.cookie,
    );
    const order = placed.body.data?.createUserOrder;
    if (!order) throw new Error(`order refused: ${JSON.stringify(placed.body.errors)}`);
    return order;
  };

  return { account, info, history, givePoints, reward, pay, notify, processed, fontOrder };
}
