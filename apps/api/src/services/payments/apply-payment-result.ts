import type { PaymentProvider, ProviderPaymentResult } from '../../integrations/payments/payment-provider.ts';
import type { Logger } from '../../logger.ts';
import type { PaymentRepository, PaymentRow, RecordedResult } from '../../repositories/payment-repository.ts';
import { creditOrderClubPoints, type OrderClubPoints } from '../club/order-club-points.ts';
import { settleWebfontsBill, type WebfontsBills } from '../webfonts/settle-webfonts-bill.ts';
import { orderStatusChangeFor } from './order-status-after-payment.ts';
import { type PaymentMailEvent, paymentMailFor } from './payment-mail-event.ts';
import { refundLatePayment } from './refund-late-payment.ts';

/**
 * Records a provider's answer for an order's payment attempt and moves the order, once: a replayed
 * answer or a redelivered webhook finds the attempt decided and changes nothing (see
 * PaymentRepository.recordResult). An authorisation for another amount than the attempt's is
 * recorded as an Error and pays nothing. An authorisation for an order cancelled meanwhile (it
 * outlived its unpaid hold) is refunded through the provider and the order marked REFUNDED; one for
 * an order another attempt already paid is refunded and the order stays PAID.
 * A PAID order's club points are credited to its buyer (once, however often the result comes), and
 * a paid web font bill lifts its project's PAUSED_NOT_PAID (settleWebfontsBill).
 * The answer names the mail the change calls for (`mail`, see paymentMailFor); the caller sends it
 * with sendPaymentMail after its transaction.
 */
export async function applyPaymentResult(
  payment: PaymentRow,
  result: ProviderPaymentResult,
  deps: {
    payments: PaymentRepository;
    logger: Logger;
    provider: PaymentProvider;
    clubPoints: OrderClubPoints;
    webfontsBills: WebfontsBills;
  },
): Promise<RecordedResult & { result: ProviderPaymentResult; mail: PaymentMailEvent | null }> {
  let effective = result;
  if (
    result.resultCode === 'Authorised' &&
    result.amount !== null &&
    (result.amount.amount !== payment.amount || result.amount.currency !== payment.currency)
  ) {
    deps.logger.error(
      {
        paymentId: payment.id,
        expected: { amount: payment.amount, currency: payment.currency },
        got: result.amount,
      },
      'authorised amount differs from the payment attempt; the order is not paid',
    );
    effective = { ...result, resultCode: 'Error', refusalReason: 'Amount mismatch' };
  }

  const recorded = await deps.payments.recordResult(
    payment.id,
    {
      resultCode: effective.resultCode,
      pspReference: effective.pspReference,
      raw: {
        ...effective.raw,
        ...(effective.refusalReason ? { refusalReason: effective.refusalReason } : {}),
      },
    },
    orderStatusChangeFor(effective.resultCode, payment.method),
  );
  if (recorded.recorded && effective.resultCode === 'Authorised' && recorded.orderStatus !== 'PAID') {
    // The money was taken for an order that can no longer be paid (it expired or was cancelled
    // meanwhile): give it back at once rather than keep money for nothing.
    const refunded = await refundLatePayment(payment, effective, deps);
    if (refunded) return { ...recorded, orderStatus: 'REFUNDED', result: effective, mail: null };
  }
  if (
    recorded.recorded &&
    effective.resultCode === 'Authorised' &&
    recorded.orderStatus === 'PAID' &&
    !recorded.orderChanged
  ) {
    // First answer for this attempt, yet the order was already PAID: another attempt paid it (the
    // shopper finished two 3-D Secure pages). Give this attempt's money back; the order stays PAID.
    await refundLatePayment(payment, effective, deps, 'paid-by-another-attempt');
  }
  if (effective.resultCode === 'Authorised' && recorded.orderStatus === 'PAID') {
    // Also on a replay: the credit happens once, and a replay retries one that failed.
    await creditOrderClubPoints(payment.orderId, deps);
    await settleWebfontsBill(payment.orderId, deps);
  }
  // The caller sends it once its transaction has committed (sendPaymentMail).
  return { ...recorded, result: effective, mail: paymentMailFor(recorded, effective) };
}
