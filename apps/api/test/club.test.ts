import { clubRewardClaims, clubRewards, clubTransactions } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { CLUB_POINT_PRICE_MINOR_UNITS } from '@foundry/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, sender } from './account-helpers.ts';
import { type Account, CLAIM, type ClubContext, clubCalls, DESKTOP, SECRET } from './club-test-kit.ts';
import type { TestApp } from './harness.ts';
import { orderRow } from './payment-orders.ts';

describe('the rewards club', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let member: Account;
  let outsider: Account;
  let fonts: {
    productIDs: string[];
    encodingIDs: string[];
    licenses: typeof DESKTOP;
    selectionIndex: number;
  }[];

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
  const { account, info, history, givePoints, reward, pay, notify, processed, fontOrder } = clubCalls(ctx);

  beforeAll(async () => {
    app = await createAccountTestApp({ PAYMENT_TEST_SECRET: SECRET });
    send = sender(app);
    member = await account('member@example.com', true);
    outsider = await account('outsider@example.com', false);
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

  it("credits a member's paid order once, however often the payment is reported, and takes it back on refund", async () => {
    const earner = await account('earner@example.com', true);
    const order = await fontOrder(earner);
    expect(order.clubPoints).toBeGreaterThan(0);
    expect((await history(earner))?.nodes).toEqual([]); // nothing before it is paid

    expect((await pay(order, earner.cookie)).body.data?.makePayment.order.status).toBe('PAID');
    const credited = (await history(earner))?.nodes;
    expect(credited).toMatchObject([{ points: order.clubPoints, kind: 'order', orderID: order.id }]);
    expect(credited?.[0]?.expires).toMatch(/^\d{4}-/);

    // A redelivered authorisation (another event key) and a replayed payment credit nothing more.
    await notify(Number(order.id), 'AUTHORISATION', `AUTH-${order.id}`);
    expect((await pay(order, earner.cookie)).body.errors?.length).toBeGreaterThan(0);
    const rows = () =>
      app.database.db
        .select()
        .from(clubTransactions)
        .where(eq(clubTransactions.orderId, Number(order.id)));
    await vi.waitFor(async () => expect(await processed(`AUTH-${order.id}`)).toBe(true), {
      timeout: 5000,
      interval: 25,
    });
    expect(await rows()).toHaveLength(1);
    expect((await info(earner))?.clubPoints).toBe(order.clubPoints);

    await notify(Number(order.id), 'REFUND', `REFUND-${order.id}`);
    await vi.waitFor(async () => expect((await orderRow(app, Number(order.id))).status).toBe('REFUNDED'), {
      timeout: 5000,
      interval: 25,
    });
    await vi.waitFor(async () => expect(await rows()).toHaveLength(2), { timeout: 5000, interval: 25 });
    await notify(Number(order.id), 'REFUND', `REFUND-AGAIN-${order.id}`);
    await vi.waitFor(async () => expect(await processed(`REFUND-AGAIN-${order.id}`)).toBe(true), {
      timeout: 5000,
      interval: 25,
    });
    expect((await history(earner))?.nodes.map((move) => [move.points, move.kind])).toEqual([
      [-order.clubPoints, 'order_refund'],
      [order.clubPoints, 'order'],
    ]);
    expect((await info(earner))?.clubPoints).toBe(0);
  });

  it('credits nothing for the paid order of an account outside the club', async () => {
    const order = await fontOrder(outsider);
    expect((await pay(order, outsider.cookie)).body.data?.makePayment.order.status).toBe('PAID');
    expect((await history(outsider))?.nodes).toEqual([]);
  });

  it('sells points as an order to pay: 403 for none, 200 for too many, 223 for another’s address; credited when paid', async () => {
    const buy = (points: number, billingAddressID: string, who = member) =>
      send<{
        createClubPointsOrder: {
          id: string;
          hash: string;
          status: string;
          clubPoints: number;
          totalPrice: { amount: number };
        };
      }>(
        `mutation ($points: Int!, $id: ID!) {
          createClubPointsOrder(points: $points, billingAddressID: $id) { id hash status clubPoints totalPrice { amount } }
        }`,
        { points, id: billingAddressID },
        who.cookie,
      );
    expect(codeOf(await buy(0, member.addressId))).toBe(403);
    expect(codeOf(await buy(-5, member.addressId))).toBe(403);
    expect(codeOf(await buy(20_000, member.addressId))).toBe(200);
    const foreign = await buy(250, outsider.addressId);
    expect(codeOf(foreign)).toBe(223);
    expect(fieldsOf(foreign)).toHaveProperty('billingAddressID');
    expect(codeOf(await buy(250, outsider.addressId, outsider))).toBe(103);

    const buyer = await account('buyer@example.com', true);
    const placed = (await buy(250, buyer.addressId, buyer)).body.data?.createClubPointsOrder;
    expect(placed).toMatchObject({
      status: 'NEW',
      clubPoints: 250,
      totalPrice: { amount: 250 * CLUB_POINT_PRICE_MINOR_UNITS },
    });
    expect((await info(buyer))?.clubPoints).toBe(0);
    expect(
      (await pay(placed as { id: string; hash: string }, buyer.cookie)).body.data?.makePayment.order.status,
    ).toBe('PAID');
    expect((await history(buyer))?.nodes).toMatchObject([
      { points: 250, kind: 'points_order', orderID: placed?.id },
    ]);
  });

  it('claims a reward: spends its points, takes one from stock, stores the claim for the member’s own address', async () => {
    const claimer = await account('claimer@example.com', true);
    await givePoints(claimer, 150);
    const specimen = await reward({ title: 'Letterpress specimen', points: 100, stock: 2 });

    const foreign = await send(
      CLAIM,
      { rewardID: String(specimen.id), shippingAddressID: outsider.addressId },
      claimer.cookie,
    );
    expect(codeOf(foreign)).toBe(223);
    expect(fieldsOf(foreign)).toHaveProperty('shippingAddressID');
    expect(codeOf(await send(CLAIM, { rewardID: String(specimen.id) }, claimer.cookie))).toBe(223);
    expect((await info(claimer))?.clubPoints).toBe(150);

    const claimed = await send<{ createClubReward: Record<string, unknown> }>(
      CLAIM,
      { rewardID: String(specimen.id), shippingAddressID: claimer.addressId },
      claimer.cookie,
    );
    expect(claimed.body.data?.createClubReward).toMatchObject({
      status: 'PENDING',
      points: 100,
      reward: { id: String(specimen.id), title: 'Letterpress specimen' },
      voucher: null,
    });
    expect((await info(claimer))?.clubPoints).toBe(50);
    const [stock] = await app.database.db.select().from(clubRewards).where(eq(clubRewards.id, specimen.id));
    expect(stock?.stock).toBe(1);
    const claims = await app.database.db
      .select()
      .from(clubRewardClaims)
      .where(eq(clubRewardClaims.userId, Number(claimer.id)));
    expect(claims).toMatchObject([
      { rewardId: specimen.id, shippingAddressId: Number(claimer.addressId), points: 100 },
    ]);
    expect((await history(claimer))?.nodes[0]).toMatchObject({ points: -100, kind: 'reward' });

    // 50 left: not enough for another (404), and nothing moves.
    expect(
      codeOf(
        await send(
          CLAIM,
          { rewardID: String(specimen.id), shippingAddressID: claimer.addressId },
          claimer.cookie,
        ),
      ),
    ).toBe(404);
    expect((await info(claimer))?.clubPoints).toBe(50);
  });

  it('refuses a reward of no points (403), a sold-out one (216), an unknown one (215) and accounts outside the club (103)', async () => {
    const claimer = await account('refused@example.com', true);
    await givePoints(claimer, 500);
    const free = await reward({ points: 0 });
    const last = await reward({ points: 10, stock: 1 });
    const target = (id: number) => ({ rewardID: String(id), shippingAddressID: claimer.addressId });
    expect(codeOf(await send(CLAIM, target(free.id), claimer.cookie))).toBe(403);
    expect((await send(CLAIM, target(last.id), claimer.cookie)).body.errors).toBeUndefined();
    expect(codeOf(await send(CLAIM, target(last.id), claimer.cookie))).toBe(216);
    expect(codeOf(await send(CLAIM, { rewardID: '999999' }, claimer.cookie))).toBe(215);
    const hidden = await reward({ points: 10, status: 'UNPUBLISHED' });
    expect(codeOf(await send(CLAIM, target(hidden.id), claimer.cookie))).toBe(215);
    expect((await info(claimer))?.clubPoints).toBe(490);

    await givePoints(outsider, 500);
    const outsiderClaim = await send(
      CLAIM,
      { rewardID: String(last.id), shippingAddressID: outsider.addressId },
      outsider.cookie,
    );
    expect(codeOf(outsiderClaim)).toBe(103);
    expect(outsiderClaim.body.errors?.[0]?.message).toMatch(/join the club/i);
  });

  it('issues a voucher as a one-use discount code the checkout accepts, listed in readClubVouchers', async () => {
    const saver = await account('saver@example.com', true);
    await givePoints(saver, 300);
    const voucher = await reward({ kind: 'voucher', title: '€10 voucher', points: 200, voucherAmount: 1000 });
    const claimed = await send<{
      createClubReward: {
        voucher: { id: string; code: string; price: { amount: number }; points: number; used: boolean };
      };
    }>(CLAIM, { rewardID: String(voucher.id) }, saver.cookie);
    const issued = claimed.body.data?.createClubReward.voucher;
    expect(issued).toMatchObject({
      rewardID: String(voucher.id),
      price: { amount: 1000, currency: 'EUR' },
      points: 200,
      used: false,
    });
    expect(issued?.code).toMatch(/^CLUB-[A-Z0-9]{10}$/);

    const listed = await send<{
      readClubVouchers: { id: string; code: string; price: { amount: number }; used: boolean }[];
    }>('{ readClubVouchers { id code price { amount } used } }', undefined, saver.cookie);
    expect(listed.body.data?.readClubVouchers).toEqual([
      { id: issued?.id, code: issued?.code, price: { amount: 1000 }, used: false },
    ]);
    expect((await info(saver))?.availableVouchersCount).toBe(1);
    expect(
      (await send<{ readClubVouchers: unknown[] }>('{ readClubVouchers { id } }', undefined, outsider.cookie))
        .body.data?.readClubVouchers,
    ).toEqual([]);

    const validated = await app.graphql<{
      validateDiscountCode: { valid: boolean; discount: { amount: number } | null };
    }>(
      `query ($fonts: [FamilyProductSelectionInput!], $code: String!) {
        validateDiscountCode(familyProductSelections: $fonts, discountCode: $code) { valid discount { amount } }
      }`,
      { fonts, code: issued?.code },
    );
    expect(validated.body.data?.validateDiscountCode).toEqual({ valid: true, discount: { amount: 1000 } });
    expect((await info(saver))?.clubPoints).toBe(100);
  });

  it('lists every published reward for anyone, and to a member only what they can claim now', async () => {
    const chooser = await account('chooser@example.com', true);
    await givePoints(chooser, 120);
    const cheap = await reward({ title: 'Cheap postcard', points: 120, sort: 9100 });
    const dear = await reward({ title: 'Dear poster', points: 121, sort: 9101 });
    const gone = await reward({ title: 'Gone tote', points: 10, stock: 0, sort: 9102 });
    const all = await app.graphql<{
      readClubRewards: { nodes: { id?: string; rewardID?: string; title: string }[] };
    }>(
      '{ readClubRewards(pageSize: 100) { nodes { ... on ClubReward { id title } ... on ClubVoucher { rewardID title } } } }',
    );
    const titles = all.body.data?.readClubRewards.nodes.map((node) => node.title) ?? [];
    expect(titles).toEqual(expect.arrayContaining([cheap.title, dear.title, gone.title]));
    const paged = await app.graphql<{
      readClubRewards: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } };
    }>('{ readClubRewards(pageSize: 1) { nodes { __typename } pageInfo { hasNextPage } } }');
    expect(paged.body.data?.readClubRewards).toMatchObject({ nodes: [{}], pageInfo: { hasNextPage: true } });

    const available = await send<{
      readClubAvailableRewards: { id?: string; rewardID?: string; points: number }[];
    }>(
      '{ readClubAvailableRewards { ... on ClubReward { id points } ... on ClubVoucher { rewardID points } } }',
      undefined,
      chooser.cookie,
    );
    const ids = available.body.data?.readClubAvailableRewards.map((node) => node.id ?? node.rewardID) ?? [];
    expect(ids).toContain(String(cheap.id));
    expect(ids).not.toContain(String(dear.id));
    expect(ids).not.toContain(String(gone.id));
    expect(available.body.data?.readClubAvailableRewards.every((node) => node.points <= 120)).toBe(true);
    const outside = await send<{ readClubAvailableRewards: unknown[] }>(
      '{ readClubAvailableRewards { __typename } }',
      undefined,
      outsider.cookie,
    );
    expect(outside.body.data?.readClubAvailableRewards).toEqual([]);
  });
});
