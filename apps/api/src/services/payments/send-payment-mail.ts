import { type CurrencyCode, money } from '@foundry/domain';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.ts';
import type { Logger } from '../../logger.ts';
import type { OrderRecord, OrderRepository } from '../../repositories/order-repository.ts';
import { FONT_ITEM_KINDS } from '../documents/load-order-document-view.ts';
import { bankTransferMail } from '../mails/bank-transfer-mail.tsx';
import { orderConfirmationMail } from '../mails/order-confirmation-mail.tsx';
import type { MailOrderLine, MailOrderTotals } from '../mails/order-summary.tsx';
import { paymentRefusedMail } from '../mails/payment-refused-mail.tsx';
import { sendMailSafely } from '../mails/send-mail.ts';
import { paymentUrlOf } from '../orders/order-urls.ts';
import type { PaymentMailEvent } from './payment-mail-event.ts';

/** What sending a payment's mail needs: the order, the mailer and the web app's address. */
export interface PaymentMailDeps {
  orders: Pick<OrderRepository, 'findById'>;
  mailer: Mailer;
  logger: Logger;
  urls: { publicUrl: string; apiUrl: string };
}

function linesOf(order: OrderRecord): MailOrderLine[] {
  const currency = order.currency as CurrencyCode;
  return order.items.map((item) => ({
    title: item.title,
    quantity: item.quantity,
    price: money(item.unitPriceAmount * item.quantity, currency),
  }));
}

function totalsOf(order: OrderRecord): MailOrderTotals {
  const currency = order.currency as CurrencyCode;
  return {
    subTotal: money(order.subTotalAmount, currency),
    discount: money(order.discountAmount, currency),
    shipping: money(order.shippingAmount, currency),
    vat: money(order.vatAmount, currency),
    total: money(order.totalAmount, currency),
  };
}

function messageFor(
  order: OrderRecord,
  to: string,
  event: PaymentMailEvent,
  urls: PaymentMailDeps['urls'],
): Promise<MailMessage> {
  const orderNumber = String(order.id);
  // The hash is the guest's key: the link opens the order without an account.
  const orderUrl = `${urls.publicUrl}/orders/${order.id}/${encodeURIComponent(order.hash)}`;
  if (event.kind === 'refused') {
    // The order stays payable after a refusal; its page leads to payment otherwise.
    const paymentUrl = paymentUrlOf(order, urls) ?? orderUrl;
    return paymentRefusedMail({ to, orderNumber, reason: event.reason, paymentUrl });
  }
  const lines = linesOf(order);
  const totals = totalsOf(order);
  if (event.kind === 'bank-transfer') {
    return bankTransferMail({ to, orderNumber, orderUrl, details: event.details, lines, totals });
  }
  const hasFonts = order.items.some((item) => FONT_ITEM_KINDS.includes(item.kind));
  // An account keeps its fonts under My fonts; a guest downloads them from the order's page.
  const downloadsUrl = hasFonts ? (order.userId ? `${urls.publicUrl}/my_account/fonts` : orderUrl) : null;
  return orderConfirmationMail({ to, orderNumber, orderUrl, downloadsUrl, lines, totals });
}

/**
 * Sends the mail a payment result called for (paymentMailFor) to the order's address, after the
 * result was committed. Never throws: a failure is logged and the payment stands.
 */
export async function sendPaymentMail(
  orderId: number,
  event: PaymentMailEvent | null,
  deps: PaymentMailDeps,
): Promise<void> {
  if (!event) return;
  const about = { mail: `payment-${event.kind}`, orderId };
  try {
    const order = await deps.orders.findById(orderId);
    const to = order?.email ?? order?.invoiceAddress?.email ?? null;
    if (!order || !to) {
      deps.logger.warn(about, 'payment mail has no address');
      return;
    }
    await sendMailSafely(deps, () => messageFor(order, to, event, deps.urls), about);
  } catch (error) {
    deps.logger.error({ err: error, ...about }, 'payment mail not sent');
  }
}
