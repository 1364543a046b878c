import { orderItems } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../src/integrations/mail/mailer.ts';
import { readOutbox } from '../src/integrations/mail/outbox-mailer.ts';
import { testNotificationKey } from '../src/integrations/payments/create-payments.ts';
import { createAccountTestApp, signUp, waitForMail } from './account-helpers.ts';
import { notification } from './adyen-notification.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, paymentRows } from './payment-orders.ts';
import { paymentClient, VISA } from './payment-test-client.ts';

const SECRET = 'transactional-mails-secret';
const CONFIRMATION = /^Thank you for your order \d+$/;

/** A NEW order with lines, as createOrder leaves it: a font family (unless told) and a poster. */
async function orderWithLines(
  app: TestApp,
  email: string,
  options: { fonts?: boolean; userId?: number } = {},
) {
  const order = await insertOrder(app, { email, totalAmount: 4900, userId: options.userId ?? null });
  await app.database.db.insert(orderItems).values([
    ...(options.fonts === false
      ? []
      : [
          {
            orderId: order.id,
            kind: 'FONT_FAMILY_PRODUCT' as const,
            title: 'Mail Sans <Family>',
            unitPriceAmount: 2900,
          },
        ]),
    {
      orderId: order.id,
      kind: 'PHYSICAL_PRODUCT' as const,
      title: 'Specimen poster',
      quantity: 2,
      unitPriceAmount: 1000,
    },
  ]);
  return order;
}

/** Every outbox message to an address, oldest first. */
async function mailsTo(app: TestApp, to: string) {
  return (await readOutbox(app.config.mail.outboxDir)).filter((mail) => mail.to === to);
}

describe('transactional mails through the outbox', () => {
  let app: TestApp;
  const client = paymentClient(() => app);

  beforeAll(async () => {
    app = await createAccountTestApp({ PAYMENT_TEST_SECRET: SECRET });
  });
  afterAll(() => app.close());

  it('welcomes a new account, in the one layout with a plain-text part', async () => {
    await signUp(app, 'welcome@example.com');
    const mail = await waitForMail(app, 'welcome@example.com', { subject: 'Welcome to Foundry' });
    expect(mail?.text).toContain('Welcome, Test User');
    expect(mail?.text).toContain(`Open my account ${WEB_ORIGIN}/my_account`);
    // The layout: the foundry's name on top, the seller at the bottom, in both parts.
    expect(mail?.text?.startsWith('Foundry')).toBe(true);
    expect(mail?.text).toContain('Foundry Type s.r.o.');
    expect(mail?.html).toContain(`href="${WEB_ORIGIN}/my_account"`);
    expect(mail?.html).toContain('Foundry Type s.r.o.');
  });

  it('confirms a paid order once: its link with the hash, the downloads, the lines and totals', async () => {
    const order = await orderWithLines(app, 'paid@example.com');
    const paid = await client.pay(order, VISA);
    expect(paid.body.data?.makePayment.resultCode).toBe('Authorised');

    const [mail, ...others] = (await mailsTo(app, 'paid@example.com')).filter((m) =>
      CONFIRMATION.test(m.subject),
    );
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Thank you for your order ${order.id}`);
    const orderUrl = `${WEB_ORIGIN}/orders/${order.id}/${order.hash}`;
    expect(mail?.text).toContain(orderUrl);
    // A guest downloads from the order's page.
    expect(mail?.text).toContain(`Download your fonts ${orderUrl}`);
    expect(mail?.text).toContain('Mail Sans <Family>: €29.00');
    expect(mail?.text).toContain('2 × Specimen poster: €20.00');
    expect(mail?.text).toContain('Total: €49.00');
    // Customer-supplied text is escaped in the HTML part.
    expect(mail?.html).toContain('Mail Sans &lt;Family&gt;');
    expect(mail?.html).not.toContain('<Family>');

    // The provider's webhook for the same attempt changes nothing and mails nothing more.
    const [attempt] = await paymentRows(app, order.id);
    const delivered = await app.fetch('/payments/test-provider/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        notification(
          {
            pspReference: attempt?.pspReference as string,
            merchantReference: attempt?.idempotencyKey as string,
          },
          testNotificationKey(SECRET),
        ),
      ),
    });
    expect(await delivered.text()).toBe('[accepted]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(app, 'paid@example.com')).filter((m) => CONFIRMATION.test(m.subject))).toHaveLength(
      1,
    );
  });

  it("links an account's order confirmation to My fonts, and leaves the download out without fonts", async () => {
    const account = await signUp(app, 'owner@example.com');
    const mine = await orderWithLines(app, 'owner@example.com', { userId: Number(account.id) });
    await client.pay(mine, VISA, account.cookie);
    const confirmation = await waitForMail(app, 'owner@example.com', { subject: CONFIRMATION });
    expect(confirmation?.text).toContain(`Download your fonts ${WEB_ORIGIN}/my_account/fonts`);

    const posters = await orderWithLines(app, 'posters@example.com', { fonts: false });
    await client.pay(posters, VISA);
    const postersMail = await waitForMail(app, 'posters@example.com', { subject: CONFIRMATION });
    expect(postersMail?.text).toContain('Total: €49.00');
    expect(postersMail?.text).not.toContain('Download your fonts');
  });

  it('tells the buyer a refused payment, with the link to pay again', async () => {
    const order = await orderWithLines(app, 'refused@example.com');
    const refused = await client.pay(order, { ...VISA, holderName: 'CARD_EXPIRED' });
    expect(refused.body.data?.makePayment.resultCode).toBe('Refused');

    const mail = await waitForMail(app, 'refused@example.com');
    expect(mail?.subject).toBe(`The payment for your order ${order.id} was refused`);
    expect(mail?.text).toContain('(Expired Card)');
    expect(mail?.text).toContain(`Pay the order ${WEB_ORIGIN}/pay/${order.id}/${order.hash}`);
  });

  it('mails the bank-transfer details, then the confirmation when the money is announced', async () => {
    const order = await orderWithLines(app, 'transfer@example.com');
    const chosen = await client.pay(order, { type: 'banktransfer' });
    expect(chosen.body.data?.makePayment.resultCode).toBe('Received');
    const [attempt] = await paymentRows(app, order.id);

    const details = await waitForMail(app, 'transfer@example.com');
    expect(details?.subject).toBe(`Bank transfer details for your order ${order.id}`);
    expect(details?.text).toContain('IBAN: NL13TEST0123456789');
    expect(details?.text).toContain('BIC: TESTNL2A');
    expect(details?.text).toContain('Amount: €49.00');
    expect(details?.text).toContain(`Reference: ${attempt?.pspReference}`);

    await app.fetch('/payments/test-provider/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        notification(
          {
            pspReference: attempt?.pspReference as string,
            merchantReference: attempt?.idempotencyKey as string,
          },
          testNotificationKey(SECRET),
        ),
      ),
    });
    await vi.waitFor(async () => expect((await orderRow(app, order.id)).status).toBe('PAID'), {
      timeout: 5000,
      interval: 25,
    });
    const confirmation = await waitForMail(app, 'transfer@example.com', { subject: CONFIRMATION });
    expect(confirmation?.text).toContain(`/orders/${order.id}/${order.hash}`);
  });
});

describe('a mail server that fails', () => {
  let app: TestApp;
  const client = paymentClient(() => app);
  const down: Mailer = {
    send: () => Promise.reject(new Error('mail server unreachable')),
  };

  beforeAll(async () => {
    app = await createTestApp({ mailer: down });
  });
  afterAll(() => app.close());

  it('fails neither the sign-up nor the payment: the failure is logged', async () => {
    const account = await signUp(app, 'unlucky@example.com');
    expect(account.id).toBeTruthy();
    const order = await orderWithLines(app, 'unlucky@example.com');
    const paid = await client.pay(order, VISA);
    expect(paid.body.data?.makePayment).toMatchObject({
      resultCode: 'Authorised',
      order: { status: 'PAID' },
    });
    const failures = app.logs.filter((line) => line.err && String(line.msg).endsWith('mail not sent'));
    expect(failures.map((line) => line.mail)).toEqual(['welcome', 'payment-paid']);
  });
});
