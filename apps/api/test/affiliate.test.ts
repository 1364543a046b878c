import { createHmac } from 'node:crypto';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliatePrograms,
  affiliateVisits,
  orders,
  users,
} from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testNotificationKey } from '../src/integrations/payments/create-payments.ts';
import { recordAffiliateCommission } from '../src/repositories/affiliate-repository.ts';
import { codeOf, fieldsOf, sender, signUp } from './account-helpers.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import {
  CREATE_ORDER,
  GUEST,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  variantWithStock,
} from './order-fixtures.ts';
import { insertOrder, orderRow, paymentRows } from './payment-orders.ts';

const SECRET = 'affiliate-test-secret';
const VISA = {
  type: 'scheme',
  number: '4111 1111 4555 1142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};

const COUNT_VISIT = 'mutation ($id: ID!, $t: String!) { countAffiliateVisit(id: $id, securityToken: $t) }';
const READ_CODES = '{ readAffiliateCodes { id code domain status link securityToken } }';
const READ_PROGRAMME = `{ readAffiliateProgramme {
  programs { code status } invoiceLimit { amount currency } minInvoiceLimit { amount } maxInvoiceLimit { amount }
  unpaidAmount { amount currency } orders { id date totalNet { amount } commission { amount } programCode } } }`;
const READ_STATS = `query ($from: String, $to: String) {
  readAffiliateStats(dateFrom: $from, dateTo: $to) { month visits numOrders commission { amount currency } } }`;
const UPDATE_LIMIT =
  'mutation ($limit: Int!) { updateAffiliateProgrammeInvoiceLimit(limit: $limit) { invoiceLimit { amount } } }';
const MAKE_PAYMENT = `mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
  makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode order { status } } }`;

interface Programme {
  programs: { code: string; status: string }[];
  invoiceLimit: { amount: number; currency: string };
  minInvoiceLimit: { amount: number };
  maxInvoiceLimit: { amount: number };
  unpaidAmount: { amount: number; currency: string };
  orders: {
    id: string;
    date: string;
    totalNet: { amount: number };
    commission: { amount: number };
    programCode: string;
  }[];
}

describe('the affiliate programme', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let alice: { id: number; cookie: string };
  let bob: { id: number; cookie: string };
  let carol: { id: number; cookie: string };

  const programme = async (cookie: string) =>
    (await send<{ readAffiliateProgramme: Programme }>(READ_PROGRAMME, {}, cookie)).body.data
      ?.readAffiliateProgramme as Programme;
  const commissionOf = async (orderId: number) =>
    app.database.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId));
  const pay = (order: { id: number; hash: string }) =>
    send<{ makePayment: { resultCode: string; order: { status: string } } }>(MAKE_PAYMENT, {
      orderID: String(order.id),
      hash: order.hash,
      method: VISA,
      returnUrl: `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`,
    });
  /** An order as createOrder stores it, carrying `affiliateId`, paid through makePayment. */
  const paidOrderWith = async (affiliateId: string | null, userId: number | null = null) => {
    const order = await insertOrder(app, { totalAmount: 10_000, userId });
    await app.database.db.update(orders).set({ affiliateId }).where(eq(orders.id, order.id));
    const paid = await pay(order);
    expect(paid.body.data?.makePayment.order.status).toBe('PAID');
    return order;
  };

  async function account(email: string, flag: boolean) {
    const { id, cookie } = await signUp(app, email);
    await app.database.db
      .update(users)
      .set({ showAffiliateProgramme: flag })
      .where(eq(users.id, Number(id)));
    return { id: Number(id), cookie };
  }

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: SECRET } });
    send = sender(app);
    alice = await account('alice.affiliate@example.com', true);
    bob = await account('bob.affiliate@example.com', true);
    carol = await account('carol.customer@example.com', false);
    await app.database.db.insert(affiliatePrograms).values([
      {
        userId: alice.id,
        domain: 'alice-type.example',
        code: 'ALICE-1',
        securityToken: 'alice-token',
        commissionBp: 1000,
      },
      {
        userId: alice.id,
        domain: 'old.example',
        code: 'ALICE-OFF',
        securityToken: 'off-token',
        status: 'BLOCKED',
      },
      { userId: bob.id, domain: 'bob.example', code: 'BOB-1', securityToken: 'bob-token', commissionBp: 500 },
    ]);
  });
  afterAll(() => app.close());

  it('counts a visit only with the programme’s own token, and answers the same either way', async () => {
    const visitsOf = async (code: string) => {
      const [program] = await app.database.db
        .select()
        .from(affiliatePrograms)
        .where(eq(affiliatePrograms.code, code));
      const rows = await app.database.db
        .select()
        .from(affiliateVisits)
        .where(eq(affiliateVisits.programId, program?.id ?? 0));
      return rows.reduce((sum, row) => sum + row.visits, 0);
    };
    for (const [id, token] of [
      ['ALICE-1', 'alice-token'],
      ['ALICE-1', 'alice-token'],
      ['ALICE-1', 'bob-token'],
      ['ALICE-1', ''],
      ['NOBODY', 'alice-token'],
      ['ALICE-OFF', 'off-token'],
      ['bad code!', 'x'],
    ] as const) {
      const response = await send<{ countAffiliateVisit: boolean }>(COUNT_VISIT, { id, t: token });
      expect(response.body).toEqual({ data: { countAffiliateVisit: true } });
    }
    expect(await visitsOf('ALICE-1')).toBe(2);
    expect(await visitsOf('ALICE-OFF')).toBe(0);
    expect(await visitsOf('BOB-1')).toBe(0);
    const [today] = await app.database.db.select().from(affiliateVisits);
    expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('lists each affiliate’s own programmes with a ready link, and nobody else’s', async () => {
    const mine = await send<{ readAffiliateCodes: Record<string, unknown>[] }>(READ_CODES, {}, alice.cookie);
    expect(mine.body.data?.readAffiliateCodes).toEqual([
      expect.objectContaining({
        code: 'ALICE-1',
        domain: 'alice-type.example',
        status: 'ACTIVE',
        link: `${WEB_ORIGIN}/?affiliate=ALICE-1`,
        securityToken: 'alice-token',
      }),
      expect.objectContaining({ code: 'ALICE-OFF', status: 'BLOCKED' }),
    ]);
    const theirs = await send<{ readAffiliateCodes: { code: string }[] }>(READ_CODES, {}, bob.cookie);
    expect(theirs.body.data?.readAffiliateCodes.map((program) => program.code)).toEqual(['BOB-1']);
    expect(JSON.stringify(theirs.body)).not.toContain('alice');
  });

  it('stores the commission once when a guest’s order with the code is paid, without the buyer’s data', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 5);
    const placed = await send<{ createOrder: OrderAnswer }>(
      CREATE_ORDER,
      guestOrder(tote, await postShippingId(app), 2, { affiliateID: 'ALICE-1' }),
    );
    expect(placed.body.errors).toBeUndefined();
    const order = placed.body.data?.createOrder as OrderAnswer;
    const target = { id: Number(order.id), hash: order.hash };
    expect((await orderRow(app, target.id)).affiliateId).toBe('ALICE-1');
    expect(await commissionOf(target.id)).toEqual([]); // not before it is paid

    expect((await pay(target)).body.data?.makePayment.order.status).toBe('PAID');
    const net = order.subTotalPrice.amount - order.discountPrice.amount;
    expect(order.shippingPrice.amount).toBeGreaterThan(0);
    expect(order.vatPrice.amount).toBeGreaterThan(0);
    const expected = Math.round(net / 10); // 1000 bp of the lines, shipping and VAT left out
    const [stored, ...more] = await commissionOf(target.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ amount: expected, currency: 'EUR', payoutId: null });

    // A replayed payment and a second recording store nothing more.
    expect((await pay(target)).body.errors?.length).toBeGreaterThan(0);
    expect(await recordAffiliateCommission(app.database.db, target.id)).toBe(false);
    expect(await commissionOf(target.id)).toHaveLength(1);

    const info = await programme(alice.cookie);
    expect(info.unpaidAmount).toEqual({ amount: expected, currency: 'EUR' });
    expect(info.orders).toEqual([
      {
        id: order.id,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        totalNet: { amount: net },
        commission: { amount: expected },
        programCode: 'ALICE-1',
      },
    ]);
    const text = JSON.stringify(info);
    for (const secret of [GUEST.email, GUEST.name, GUEST.city]) expect(text).not.toContain(secret);
    expect((await programme(bob.cookie)).orders).toEqual([]);
  });

  it('pays nothing for the affiliate’s own orders, unknown or blocked codes, or orders without a code', async () => {
    for (const order of [
      await paidOrderWith('ALICE-1', alice.id),
      await paidOrderWith('NOBODY'),
      await paidOrderWith('ALICE-OFF'),
      await paidOrderWith(null),
    ]) {
      expect(await commissionOf(order.id)).toEqual([]);
    }
    // Another affiliate's customer account earns Alice her commission: only the affiliate is excluded.
    const bobsPurchase = await paidOrderWith('ALICE-1', bob.id);
    expect(await commissionOf(bobsPurchase.id)).toMatchObject([{ amount: 1_000 }]);
  });

  it('takes an unpaid commission back when the order is refunded, and keeps one already paid out', async () => {
    const refundOf = async (order: { id: number }) => {
      const attempt = (await paymentRows(app, order.id)).find((row) => row.resultCode === 'Authorised');
      const item: Record<string, unknown> = {
        amount: { currency: 'EUR', value: 10_000 },
        eventCode: 'REFUND',
        eventDate: '2026-11-22T01:00:00+01:00',
        merchantAccountCode: 'FoundryECOM',
        merchantReference: attempt?.idempotencyKey,
        originalReference: attempt?.pspReference,
        paymentMethod: 'visa',
        pspReference: `REFUND${order.id}`,
        success: 'true',
      };
      const data = [
        item.pspReference,
        item.originalReference,
        item.merchantAccountCode,
        item.merchantReference,
        10_000,
        'EUR',
        item.eventCode,
        item.success,
      ].join(':');
      const key = Buffer.from(testNotificationKey(SECRET), 'hex');
      item.additionalData = {
        hmacSignature: createHmac('sha256', key).update(data, 'utf8').digest('base64'),
      };
      const answer = await app.fetch('/payments/test-provider/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
      });
      expect(await answer.text()).toBe('[accepted]');
      await vi.waitFor(async () => expect((await orderRow(app, order.id)).status).toBe('REFUNDED'), {
        timeout: 5000,
        interval: 25,
      });
    };

    const unpaid = await paidOrderWith('ALICE-1');
    expect(await commissionOf(unpaid.id)).toHaveLength(1);
    await refundOf(unpaid);
    expect(await commissionOf(unpaid.id)).toEqual([]);

    const paidOut = await paidOrderWith('ALICE-1');
    const [payout] = await app.database.db
      .insert(affiliatePayouts)
      .values({ userId: alice.id, amount: 1_000 })
      .returning();
    await app.database.db
      .update(affiliateCommissions)
      .set({ payoutId: payout?.id ?? null })
      .where(eq(affiliateCommissions.orderId, paidOut.id));
    const before = (await programme(alice.cookie)).unpaidAmount.amount;
    await refundOf(paidOut);
    expect(await commissionOf(paidOut.id)).toMatchObject([{ payoutId: payout?.id }]);
    expect((await programme(alice.cookie)).unpaidAmount.amount).toBe(before);
  });

  it('sums visits, paid orders and commission by month for the affiliate’s programmes only', async () => {
    const db = app.database.db;
    const [aliceProgram] = await db
      .select()
      .from(affiliatePrograms)
      .where(eq(affiliatePrograms.code, 'ALICE-1'));
    const [bobProgram] = await db.select().from(affiliatePrograms).where(eq(affiliatePrograms.code, 'BOB-1'));
    const programId = aliceProgram?.id ?? 0;
    await db.insert(affiliateVisits).values([
      { programId, day: '2025-01-03', visits: 4 },
      { programId, day: '2025-01-31', visits: 6 },
      { programId, day: '2025-03-01', visits: 2 },
      { programId, day: '2025-04-01', visits: 99 },
      { programId: bobProgram?.id ?? 0, day: '2025-01-10', visits: 50 },
    ]);
    const commission = async (program: number, paidAt: string, amount: number) => {
      const order = await insertOrder(app, { status: 'PAID' });
      await db
        .insert(affiliateCommissions)
        .values({ programId: program, orderId: order.id, amount, createdAt: new Date(paidAt) });
    };
    await commission(programId, '2025-01-15T12:00:00Z', 490);
    await commission(programId, '2025-01-31T23:59:00Z', 510);
    await commission(programId, '2025-03-10T08:00:00Z', 735);
    await commission(programId, '2024-12-31T23:59:00Z', 111);
    await commission(bobProgram?.id ?? 0, '2025-01-20T08:00:00Z', 5_000);

    const stats = await send<{ readAffiliateStats: unknown[] }>(
      READ_STATS,
      { from: '2025-01-20', to: '2025-03-05' },
      alice.cookie,
    );
    expect(stats.body.data?.readAffiliateStats).toEqual([
      { month: '2025-01', visits: 10, numOrders: 2, commission: { amount: 1_000, currency: 'EUR' } },
      { month: '2025-02', visits: 0, numOrders: 0, commission: { amount: 0, currency: 'EUR' } },
      { month: '2025-03', visits: 2, numOrders: 1, commission: { amount: 735, currency: 'EUR' } },
    ]);
    const bobs = await send<{ readAffiliateStats: unknown[] }>(
      READ_STATS,
      { from: '2025-01-01', to: '2025-01-31' },
      bob.cookie,
    );
    expect(bobs.body.data?.readAffiliateStats).toEqual([
      { month: '2025-01', visits: 50, numOrders: 1, commission: { amount: 5_000, currency: 'EUR' } },
    ]);

    const byDefault = await send<{ readAffiliateStats: { month: string; visits: number }[] }>(
      READ_STATS,
      {},
      alice.cookie,
    );
    const months = byDefault.body.data?.readAffiliateStats ?? [];
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    expect(months.at(-1)?.visits).toBe(2); // the visits counted today in the first test

    const reversed = await send(READ_STATS, { from: '2025-03-01', to: '2025-01-01' }, alice.cookie);
    expect(codeOf(reversed)).toBe(103);
    expect(fieldsOf(reversed)).toHaveProperty('dateFrom');
    const tooLong = await send(READ_STATS, { from: '2020-01-01', to: '2025-01-01' }, alice.cookie);
    expect(codeOf(tooLong)).toBe(103);
    const unreadable = await send(READ_STATS, { from: '2025-02-30', to: '2025-03-01' }, alice.cookie);
    expect(fieldsOf(unreadable)).toHaveProperty('dateFrom');
  });

  it('keeps the invoice limit within whole euros of the allowed range', async () => {
    const start = await programme(bob.cookie);
    expect(start.invoiceLimit).toEqual({ amount: 10_000, currency: 'EUR' });
    expect(start.minInvoiceLimit.amount).toBe(5_000);
    expect(start.maxInvoiceLimit.amount).toBe(1_000_000);

    const changed = await send<{
      updateAffiliateProgrammeInvoiceLimit: { invoiceLimit: { amount: number } };
    }>(UPDATE_LIMIT, { limit: 25_000 }, bob.cookie);
    expect(changed.body.data?.updateAffiliateProgrammeInvoiceLimit.invoiceLimit.amount).toBe(25_000);
    for (const limit of [4_900, 1_000_100, 25_050, -10_000]) {
      const refused = await send(UPDATE_LIMIT, { limit }, bob.cookie);
      expect(codeOf(refused), String(limit)).toBe(103);
      expect(fieldsOf(refused)).toHaveProperty('limit');
    }
    expect((await programme(bob.cookie)).invoiceLimit.amount).toBe(25_000);
    expect((await programme(alice.cookie)).invoiceLimit.amount).toBe(10_000);
  });

  it('refuses every programme field to an account without the flag (103) and to visitors (1)', async () => {
    const documents: [string, Record<string, unknown>][] = [
      [READ_CODES, {}],
      [READ_PROGRAMME, {}],
      [READ_STATS, {}],
      [UPDATE_LIMIT, { limit: 20_000 }],
    ];
    for (const [document, variables] of documents) {
      const refused = await send(document, variables, carol.cookie);
      expect(codeOf(refused), document).toBe(103);
      expect(fieldsOf(refused)).toEqual({ affiliate: 'not_enabled' });
      expect(refused.body.data ?? null).toBeNull();
      expect(codeOf(await send(document, variables))).toBe(1);
    }
    const [row] = await app.database.db.select().from(users).where(eq(users.id, carol.id));
    expect(row?.affiliateInvoiceLimit).toBeNull();
  });
});
