import { affiliateCommissions, affiliatePayouts, affiliatePrograms, orders } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, signUp, waitForMail } from '../account-helpers.ts';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import { type TestApp, WEB_ORIGIN } from '../harness.ts';
import { insertOrder } from '../payment-orders.ts';
import {
  adminCodeOf,
  adminSend,
  insertAuthorisedPayment,
  insertPendingSubmission,
  signInAs,
} from './admin-helpers.ts';

const DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    order(id: $id) {
      order { id status total { amount } }
      payments { resultCode amount { amount } }
      refunds { amount { amount } reason orderItemId }
      refundable { amount }
      shipment { trackingNumber }
      items { id kind }
      needsShipping
    }
  }
`;
const REFUND = /* GraphQL */ `
  mutation ($id: ID!, $amount: Int, $line: ID, $reason: String) {
    refundOrder(orderId: $id, amount: $amount, orderItemId: $line, reason: $reason) { status amount { amount } }
  }
`;
const DOWNLOAD = /* GraphQL */ `
  mutation ($orderID: ID, $hash: String, $familyID: ID) {
    createDownloadInfo(orderID: $orderID, hash: $hash, familyID: $familyID, type: "order") { id }
  }
`;
const AUDIT =
  'query ($id: String) { auditLog(entityType: "order", entityId: $id) { nodes { action staffEmail before after } } }';

type Detail = {
  order: {
    order: { status: string; total: { amount: number } };
    refundable: { amount: number };
    items: { id: string }[];
  };
};

describe('back-office operations on orders and submissions', () => {
  let app: TestApp;
  let owner: string;
  let support: string;
  beforeAll(async () => {
    app = await createAccountTestApp();
    owner = await signInAs(app, 'owner');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  async function paidFontOrder() {
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    await insertAuthorisedPayment(app.database.db, order, row?.totalAmount ?? 0);
    return { ...order, total: row?.totalAmount ?? 0 };
  }

  it('refunds part, then the rest: the order becomes REFUNDED and its download is refused', async () => {
    const order = await paidFontOrder();
    const id = String(order.id);
    const download = () => app.graphql(DOWNLOAD, { orderID: id, hash: order.hash }, { origin: WEB_ORIGIN });
    expect((await download()).body.errors).toBeUndefined();

    const detail = await adminSend<Detail>(app, DETAIL, { id }, support);
    const line = detail.body.data?.order.items[0]?.id;
    const part = await adminSend(
      app,
      REFUND,
      { id, amount: 1000, line, reason: 'one style by mistake' },
      support,
    );
    expect(part.body.data?.refundOrder).toEqual({ status: 'PAID', amount: { amount: 1000 } });
    const after = await adminSend<Detail>(app, DETAIL, { id }, support);
    expect(after.body.data?.order.refundable.amount).toBe(order.total - 1000);

    const tooMuch = await adminSend(app, REFUND, { id, amount: order.total }, owner);
    expect(adminCodeOf(tooMuch)).toBe('BAD_USER_INPUT');
    const rest = await adminSend(app, REFUND, { id }, owner);
    expect(rest.body.data?.refundOrder).toEqual({
      status: 'REFUNDED',
      amount: { amount: order.total - 1000 },
    });

    const refused = await download();
    expect(refused.body.errors?.[0]?.message).toMatch(/not paid/);
    const again = await adminSend(app, REFUND, { id, amount: 100 }, owner);
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.CONFLICT);

    const audit = await adminSend<{
      auditLog: { nodes: { action: string; before: string; after: string }[] };
    }>(app, AUDIT, { id }, owner);
    const rows = audit.body.data?.auditLog.nodes ?? [];
    expect(rows.map((row) => row.action)).toEqual(['order.refund', 'order.refund']);
    expect(JSON.parse(rows[0]?.before ?? '{}')).toMatchObject({ status: 'PAID', refunded: 1000 });
    expect(JSON.parse(rows[0]?.after ?? '{}')).toMatchObject({ status: 'REFUNDED', refunded: order.total });
  });

  it('takes the affiliate’s unpaid commission back only when the whole order is refunded, and keeps a paid-out one', async () => {
    const db = app.database.db;
    const affiliate = await signUp(app, 'refund-affiliate@example.com');
    const [program] = await db
      .insert(affiliatePrograms)
      .values({ userId: Number(affiliate.id), domain: 'example.com', code: 'REFUND-AFF', securityToken: 't' })
      .returning();
    const [payout] = await db
      .insert(affiliatePayouts)
      .values({ userId: Number(affiliate.id), amount: 500 })
      .returning();
    const commissionOf = (orderId: number) =>
      db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId));
    const earning = async (payoutId: number | null) => {
      const order = await paidFontOrder();
      await db
        .insert(affiliateCommissions)
        .values({ programId: program?.id ?? 0, orderId: order.id, amount: 500, payoutId });
      return order;
    };

    const unpaid = await earning(null);
    const part = await adminSend(app, REFUND, { id: String(unpaid.id), amount: 100 }, owner);
    expect(part.body.data?.refundOrder).toMatchObject({ status: 'PAID' });
    expect(await commissionOf(unpaid.id)).toHaveLength(1);
    const rest = await adminSend(app, REFUND, { id: String(unpaid.id) }, owner);
    expect(rest.body.data?.refundOrder).toMatchObject({ status: 'REFUNDED' });
    expect(await commissionOf(unpaid.id)).toEqual([]);

    const paidOut = await earning(payout?.id ?? null);
    const whole = await adminSend(app, REFUND, { id: String(paidOut.id) }, owner);
    expect(whole.body.data?.refundOrder).toMatchObject({ status: 'REFUNDED' });
    expect(await commissionOf(paidOut.id)).toMatchObject([{ payoutId: payout?.id, amount: 500 }]);
  });

  it('withdraws the licence of a line refunded on its own: that family is no longer downloaded', async () => {
    const order = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'vollkorn' }, { familyUrl: 'inter' }],
    });
    await insertAuthorisedPayment(app.database.db, order, 100_000);
    const id = String(order.id);
    const download = (familyID: number) =>
      app.graphql(
        DOWNLOAD,
        { orderID: id, hash: order.hash, familyID: String(familyID) },
        { origin: WEB_ORIGIN },
      );
    const [vollkorn, inter] = order.familyIds as [number, number];
    expect((await download(vollkorn)).body.errors).toBeUndefined();

    const detail = await adminSend<Detail>(app, DETAIL, { id }, owner);
    const line = detail.body.data?.order.items[0]?.id;
    const refund = await adminSend(app, REFUND, { id, amount: 500, line, reason: 'the wrong family' }, owner);
    expect(refund.body.data?.refundOrder).toEqual({ status: 'PAID', amount: { amount: 500 } });

    expect((await download(vollkorn)).body.errors?.[0]?.message).toMatch(/no such family/);
    expect((await download(inter)).body.errors).toBeUndefined();
  });

  it('refuses to refund an order that was not paid by card', async () => {
    const unpaid = await insertOrder(app);
    expect(adminCodeOf(await adminSend(app, REFUND, { id: String(unpaid.id) }, owner))).toBe(
      STAFF_ERROR.CONFLICT,
    );
  });

  it('marks a poster order shipped once, and the customer finds the tracking number in the mail', async () => {
    const poster = await insertPaidOrder(app.database.db, { families: [], withPhysicalItem: true });
    const ship = /* GraphQL */ `
      mutation ($id: ID!) { markOrderShipped(orderId: $id, trackingNumber: "RR123456785CZ", carrier: "Czech Post") { trackingNumber } }
    `;
    const shipped = await adminSend(app, ship, { id: String(poster.id) }, support);
    expect(shipped.body.errors).toBeUndefined();
    const mail = await waitForMail(app, 'ada@example.com');
    expect(mail?.subject).toMatch(/has shipped/);
    expect(mail?.text).toContain('RR123456785CZ');
    expect(adminCodeOf(await adminSend(app, ship, { id: String(poster.id) }, support))).toBe(
      STAFF_ERROR.CONFLICT,
    );
    const fontsOnly = await paidFontOrder();
    expect(adminCodeOf(await adminSend(app, ship, { id: String(fontsOnly.id) }, support))).toBe(
      STAFF_ERROR.CONFLICT,
    );
  });

  it('cancels an unpaid order and refuses to cancel a paid one', async () => {
    const cancel = 'mutation ($id: ID!) { cancelOrder(orderId: $id) { status } }';
    const fresh = await insertOrder(app);
    const cancelled = await adminSend(app, cancel, { id: String(fresh.id) }, support);
    expect(cancelled.body.data?.cancelOrder).toEqual({ status: 'CANCELLED' });
    const paid = await paidFontOrder();
    expect(adminCodeOf(await adminSend(app, cancel, { id: String(paid.id) }, support))).toBe(
      STAFF_ERROR.CONFLICT,
    );
  });

  it('finds orders by status, customer, country and date', async () => {
    const order = await paidFontOrder();
    const search = /* GraphQL */ `
      query ($statuses: [String!], $customer: String, $country: String, $from: String, $to: String) {
        orders(statuses: $statuses, customer: $customer, country: $country, from: $from, to: $to, pageSize: 100) {
          total nodes { id country }
        }
      }
    `;
    const ids = async (variables: Record<string, unknown>) => {
      const response = await adminSend<{ orders: { nodes: { id: string }[] } }>(
        app,
        search,
        variables,
        support,
      );
      expect(response.body.errors).toBeUndefined();
      return (response.body.data?.orders.nodes ?? []).map((node) => node.id);
    };
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await ids({ statuses: ['PAID'], customer: 'lovelace', country: 'DE', from: today, to: today }),
    ).toContain(String(order.id));
    expect(await ids({ statuses: ['CANCELLED'] })).not.toContain(String(order.id));
    expect(await ids({ country: 'FR' })).not.toContain(String(order.id));
    expect(await ids({ from: '2001-01-01', to: '2001-01-31' })).toEqual([]);
    const bad = await adminSend(app, search, { from: 'yesterday' }, support);
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('approves a fonts-in-use submission: it is public and the customer is told', async () => {
    const submission = await insertPendingSubmission(app.database.db);
    const review =
      'mutation ($id: ID!, $approve: Boolean!) { reviewFontsInUseSubmission(id: $id, approve: $approve) { status } }';
    const pending = await adminSend<{ fontsInUseSubmissions: { id: string }[] }>(
      app,
      'query { fontsInUseSubmissions { id } }',
      {},
      owner,
    );
    expect(pending.body.data?.fontsInUseSubmissions.map((s) => s.id)).toContain(String(submission.id));
    const approved = await adminSend(app, review, { id: String(submission.id), approve: true }, owner);
    expect(approved.body.data?.reviewFontsInUseSubmission).toEqual({ status: 'PUBLISHED' });
    const shown = await app.graphql<{ readFontsInUse: { nodes: { url: string }[] } }>(
      'query ($url: String) { readFontsInUse(url: $url) { nodes { url } } }',
      { url: submission.url },
    );
    expect(shown.body.data?.readFontsInUse.nodes.map((n) => n.url)).toEqual([submission.url]);
    expect((await waitForMail(app, submission.email))?.subject).toMatch(/published/);
    expect(
      adminCodeOf(await adminSend(app, review, { id: String(submission.id), approve: false }, owner)),
    ).toBe(STAFF_ERROR.CONFLICT);
  });

  it('refuses a submission: it stays hidden and the customer is told', async () => {
    const submission = await insertPendingSubmission(app.database.db);
    const refuse =
      'mutation ($id: ID!) { reviewFontsInUseSubmission(id: $id, approve: false, note: "Too blurry.") { status } }';
    expect((await adminSend(app, refuse, { id: String(submission.id) }, owner)).body.data).toEqual({
      reviewFontsInUseSubmission: { status: 'UNPUBLISHED' },
    });
    const mail = await waitForMail(app, submission.email);
    expect(mail?.text).toContain('Too blurry.');
  });

  it('shows the dashboard’s figures', async () => {
    const before = await adminSend<{ dashboard: { ordersToShip: number; pendingSubmissions: number } }>(
      app,
      'query { dashboard { ordersToShip pendingSubmissions failedDownloads salesToday { amount } } }',
      {},
      support,
    );
    await insertPaidOrder(app.database.db, { families: [], withPhysicalItem: true });
    await insertPendingSubmission(app.database.db);
    const after = await adminSend<{ dashboard: { ordersToShip: number; pendingSubmissions: number } }>(
      app,
      'query { dashboard { ordersToShip pendingSubmissions } }',
      {},
      support,
    );
    expect(after.body.data?.dashboard.ordersToShip).toBe((before.body.data?.dashboard.ordersToShip ?? 0) + 1);
    expect(after.body.data?.dashboard.pendingSubmissions).toBe(
      (before.body.data?.dashboard.pendingSubmissions ?? 0) + 1,
    );
  });
});
