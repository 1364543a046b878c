import { auditLog, orders } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, waitForMail } from '../account-helpers.ts';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { insertOrder, orderRow, paymentRows } from '../payment-orders.ts';
import { paymentClient } from '../payment-test-client.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const RECEIVED = /* GraphQL */ `
  mutation ($id: ID!, $reference: String!) { markBankTransferReceived(orderId: $id, reference: $reference) { id status } }
`;
const RESEND = 'mutation ($id: ID!) { resendOrderDocuments(orderId: $id) }';

describe('back-office follow-ups of orders: bank transfers received, documents resent', () => {
  let app: TestApp;
  let support: string;
  let editor: string;
  const { pay } = paymentClient(() => app);
  const auditOf = (orderId: number) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId))));

  beforeAll(async () => {
    app = await createAccountTestApp();
    support = await signInAs(app, 'support');
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app.close());

  it('marks a waiting bank transfer received through the payment flow: the order is PAID, once', async () => {
    const order = await insertOrder(app, { totalAmount: 12_345, email: 'transfer-buyer@example.com' });
    await pay(order, { type: 'banktransfer' });
    expect((await orderRow(app, order.id)).status).toBe('WAITING_FOR_BANKTRANSFER');

    expect(
      adminCodeOf(await adminSend(app, RECEIVED, { id: String(order.id), reference: 'BANK-123' }, editor)),
    ).toBe(STAFF_ERROR.FORBIDDEN);
    const invalid = await adminSend(app, RECEIVED, { id: String(order.id), reference: ' ' }, support);
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(invalid)).toHaveProperty('reference');

    const received = await adminSend<{ markBankTransferReceived: { status: string } }>(
      app,
      RECEIVED,
      { id: String(order.id), reference: 'BANK-2026-11-27-0042' },
      support,
    );
    expect(received.body.errors).toBeUndefined();
    expect(received.body.data?.markBankTransferReceived.status).toBe('PAID');
    const paid = await orderRow(app, order.id);
    expect(paid.status).toBe('PAID');
    expect(paid.paidAt).not.toBeNull();
    const [payment] = await paymentRows(app, order.id);
    expect(payment).toMatchObject({ resultCode: 'Authorised', pspReference: 'BANK-2026-11-27-0042' });
    // The buyer is told once the payment and its audit row are committed.
    const confirmation = await waitForMail(app, 'transfer-buyer@example.com', {
      subject: `Thank you for your order ${order.id}`,
    });
    expect(confirmation?.text).toContain('Total: €123.45');

    const again = await adminSend(
      app,
      RECEIVED,
      { id: String(order.id), reference: 'BANK-2026-11-27-0042' },
      support,
    );
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.CONFLICT);
    const rows = await auditOf(order.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'order.bank-transfer-received',
        { status: 'WAITING_FOR_BANKTRANSFER' },
        { status: 'PAID', reference: 'BANK-2026-11-27-0042', amount: 12_345, currency: 'EUR' },
      ],
    ]);

    const unpaid = await insertOrder(app);
    const notWaiting = await adminSend(
      app,
      RECEIVED,
      { id: String(unpaid.id), reference: 'BANK-1' },
      support,
    );
    expect(adminCodeOf(notWaiting)).toBe(STAFF_ERROR.CONFLICT);
    expect((await orderRow(app, unpaid.id)).status).toBe('NEW');
  });

  it('mails the invoice and licence of a paid order again, making them first when missing', async () => {
    const email = `documents-${Date.now()}@example.com`;
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    await app.database.db.update(orders).set({ email }).where(eq(orders.id, order.id));
    expect(adminCodeOf(await adminSend(app, RESEND, { id: String(order.id) }, editor))).toBe(
      STAFF_ERROR.FORBIDDEN,
    );
    const since = new Date().toISOString();
    const sent = await adminSend(app, RESEND, { id: String(order.id) }, support);
    expect(sent.body.errors).toBeUndefined();
    const mail = await waitForMail(app, email, { after: since });
    expect(mail?.subject).toMatch(/^Documents of your order /);
    expect(mail?.text).toContain(`/orders/${order.id}/${order.hash}/invoice.pdf`);
    expect(mail?.text).toContain(`/orders/${order.id}/${order.hash}/license.pdf`);
    expect((await orderRow(app, order.id)).invoiceNumber).not.toBeNull();
    expect((await auditOf(order.id)).map((row) => [row.action, row.after])).toEqual([
      ['order.resend-documents', { to: email, invoice: true, licence: true }],
    ]);

    const unpaid = await insertOrder(app);
    expect(adminCodeOf(await adminSend(app, RESEND, { id: String(unpaid.id) }, support))).toBe(
      STAFF_ERROR.CONFLICT,
    );
  });
});
