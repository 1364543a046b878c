import { orderRefunds, orders } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../account-helpers.ts';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, insertAuthorisedPayment, signInAs } from './admin-helpers.ts';

const REFUND = 'mutation ($id: ID!, $amount: Int) { refundOrder(orderId: $id, amount: $amount) { status } }';

describe('refunds racing on PostgreSQL', () => {
  let app: TestApp;
  let owner: string;
  let support: string;
  beforeAll(async () => {
    app = await createAccountTestApp();
    owner = await signInAs(app, 'owner');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  it('two staff refunding the whole order at once give the money back once', async () => {
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    const total = row?.totalAmount ?? 0;
    await insertAuthorisedPayment(app.database.db, order, total);
    const answers = await Promise.all(
      [owner, support, owner].map((cookie) =>
        adminSend<{ refundOrder: { status: string } }>(app, REFUND, { id: String(order.id) }, cookie),
      ),
    );
    const refunded = answers.filter((answer) => answer.body.data?.refundOrder?.status === 'REFUNDED');
    expect(refunded).toHaveLength(1);
    expect(answers.filter((answer) => adminCodeOf(answer) === STAFF_ERROR.CONFLICT)).toHaveLength(2);
    const rows = await app.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.reduce((sum, refund) => sum + refund.amount, 0)).toBe(total);
  });

  it('partial refunds at once never exceed what was paid', async () => {
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    const total = row?.totalAmount ?? 0;
    await insertAuthorisedPayment(app.database.db, order, total);
    const part = Math.ceil(total / 3) + 1;
    await Promise.all(
      Array.from({ length: 4 }, () => adminSend(app, REFUND, { id: String(order.id), amount: part }, owner)),
    );
    const rows = await app.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, refund) => sum + refund.amount, 0)).toBeLessThanOrEqual(total);
  });
});
