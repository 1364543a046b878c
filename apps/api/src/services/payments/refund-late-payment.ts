import { canTransition } from '@foundry/domain';
import type { PaymentProvider, ProviderPaymentResult } from '../../integrations/payments/payment-provider.ts';
import type { Logger } from '../../logger.ts';
import type { PaymentRepository, PaymentRow } from '../../repositories/payment-repository.ts';

/** Why an authorised payment is given back: its order was cancelled, or another attempt paid it. */
export type UnwantedPaymentReason = 'cancelled' | 'paid-by-another-attempt';

/**
 * A payment authorised for an order that can't take it: cancelled meanwhile (it expired after its
 * unpaid hold, or the buyer cancelled it while the bank decided), or already paid by another attempt
 * (two 3-D Secure pages finished). The money is refunded in full through the provider and the refund
 * kept with the attempt (`raw.refund`); a cancelled order becomes REFUNDED, a paid one stays PAID.
 * The refund's reference is derived from the attempt's, so a replay never refunds twice. True when
 * a cancelled order is now REFUNDED; a failed refund is logged for a person to finish and leaves the
 * order as it was.
 */
export async function refundLatePayment(
  payment: PaymentRow,
  result: ProviderPaymentResult,
  deps: { payments: PaymentRepository; logger: Logger; provider: PaymentProvider },
  reason: UnwantedPaymentReason = 'cancelled',
): Promise<boolean> {
  const context = { paymentId: payment.id, orderId: payment.orderId, reason };
  if (!result.pspReference) {
    deps.logger.error(context, 'unwanted payment authorised without a psp reference; refund it by hand');
    return false;
  }
  const amount = result.amount ?? { amount: payment.amount, currency: payment.currency };
  const reference = `${payment.idempotencyKey}-refund`;
  try {
    const refund = await deps.provider.refundPayment({
      pspReference: result.pspReference,
      amount,
      reference,
    });
    const refunded = await deps.payments.recordLatePaymentRefund(
      payment.id,
      { reference, paymentPspReference: result.pspReference, amount, ...refund },
      // The order another attempt paid stays PAID: only this attempt's money goes back.
      {
        to: 'REFUNDED',
        from: reason === 'cancelled' && canTransition('CANCELLED', 'REFUNDED') ? ['CANCELLED'] : [],
      },
    );
    deps.logger.warn({ ...context, refund, refunded }, 'unwanted payment authorised: refunded');
    return refunded;
  } catch (error) {
    deps.logger.error({ ...context, err: error }, 'refunding an unwanted payment failed; refund it by hand');
    return false;
  }
}
