import { canTransition } from '@foundry/domain';
import type { PaymentNotificationItem } from '../../integrations/payments/adyen/adyen-notifications.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { Logger } from '../../logger.ts';
import type {
  PaymentNotificationRepository,
  PaymentNotificationRow,
} from '../../repositories/payment-notification-repository.ts';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import { type OrderClubPoints, takeBackOrderClubPoints } from '../club/order-club-points.ts';
import type { WebfontsBills } from '../webfonts/settle-webfonts-bill.ts';
import { applyPaymentResult } from './apply-payment-result.ts';
import { parsePaymentReference } from './payment-reference.ts';
import { type PaymentMailDeps, sendPaymentMail } from './send-payment-mail.ts';

export interface NotificationDeps {
  payments: PaymentRepository;
  notifications: PaymentNotificationRepository;
  logger: Logger;
  provider: PaymentProvider;
  clubPoints: OrderClubPoints;
  webfontsBills: WebfontsBills;
  paymentMails: PaymentMailDeps;
}

/** Events that give the money back: a paid order becomes REFUNDED. */
const REFUND_EVENTS = ['REFUND', 'CANCEL_OR_REFUND'];

async function act(
  item: PaymentNotificationItem,
  deps: NotificationDeps,
): Promise<{ orderId: number | null; error: string | null }> {
  const reference = parsePaymentReference(item.merchantReference);
  if (item.eventCode === 'AUTHORISATION') {
    if (reference?.kind === 'card') return { orderId: null, error: null }; // card checks finish in addStoredCard/verifyPayment
    const payment = reference ? await deps.payments.findByIdempotencyKey(item.merchantReference) : null;
    if (!payment) return { orderId: null, error: `unknown merchantReference ${item.merchantReference}` };
    const applied = await applyPaymentResult(
      payment,
      {
        resultCode: item.success ? 'Authorised' : 'Refused',
        reference: item.merchantReference,
        pspReference: item.pspReference,
        action: null,
        refusalReason: item.success ? null : (item.reason ?? 'Refused'),
        amount: item.amount,
        storedCard: null,
        raw: { notification: item.payload },
      },
      deps,
    );
    await sendPaymentMail(payment.orderId, applied.mail, deps.paymentMails);
    const error =
      item.success && applied.orderStatus !== 'PAID'
        ? `authorised but the order is ${applied.orderStatus}`
        : null;
    return { orderId: payment.orderId, error };
  }
  if (REFUND_EVENTS.includes(item.eventCode)) {
    if (!item.success) return { orderId: null, error: null };
    const payment =
      (await deps.payments.findByIdempotencyKey(item.merchantReference)) ??
      (item.originalReference ? await deps.payments.findByPspReference(item.originalReference) : null);
    if (!payment)
      return { orderId: null, error: `unknown payment for ${item.eventCode} ${item.pspReference}` };
    // Our own refund of an unwanted payment (refundLatePayment) confirmed: the order was already
    // settled then (REFUNDED, or PAID by another attempt whose money stays).
    if (payment.raw?.refund) return { orderId: payment.orderId, error: null };
    const refunded = await deps.payments.changeOrderStatus(payment.orderId, {
      to: 'REFUNDED',
      from: canTransition('PAID', 'REFUNDED') ? ['PAID'] : [],
    });
    if (refunded) await takeBackOrderClubPoints(payment.orderId, deps);
    return { orderId: payment.orderId, error: refunded ? null : 'refund for an order that is not PAID' };
  }
  // Other events (CAPTURE, CHARGEBACK, REPORT_AVAILABLE …) are kept for the record only.
  return { orderId: null, error: null };
}

/**
 * Acts on a stored webhook item once: AUTHORISATION success pays the attempt's order (failure
 * leaves it payable), REFUND makes a paid order REFUNDED (unless it confirms the refund of an
 * unwanted payment, see refundLatePayment). The item is marked processed with the
 * order it concerned and any error; an item already processed is left alone.
 */
export async function processPaymentNotification(
  row: PaymentNotificationRow,
  item: PaymentNotificationItem,
  deps: NotificationDeps,
): Promise<void> {
  if (row.processedAt) return;
  let outcome: { orderId: number | null; error: string | null };
  try {
    outcome = await act(item, deps);
  } catch (error) {
    deps.logger.error(
      { err: error, notificationId: row.id },
      'payment notification failed; it stays unprocessed',
    );
    return;
  }
  if (outcome.error)
    deps.logger.warn({ notificationId: row.id, error: outcome.error }, 'payment notification');
  await deps.notifications.markProcessed(row.id, outcome);
}
