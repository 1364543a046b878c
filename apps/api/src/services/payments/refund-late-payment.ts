import { canTransition } from '@foundry/domain';
import type { PaymentProvider, ProviderPaymentResult } from '../../integrations/payments/payment-provider.ts';
import type { Logger } from '../../logger.ts';
import type { PaymentRepository, PaymentRow } from '../../repositories/payment-repository.ts';

/**
 * A payment authorised for an order that was cancelled meanwhile (it expired after its unpaid hold,
 * or the buyer cancelled it while the bank decided): the money is refunded in full through the
 * provider, the refund kept with the attempt (`raw.refund`) and the order marked REFUNDED. The
 * refund's reference is derived from the attempt's, so a replay never refunds twice. True when the
 * order is now REFUNDED; a failed refund is logged for a person to finish and leaves the order as it
 * was.
 */
export async function refundLatePayment(
  payment: PaymentRow,
  result: ProviderPaymentResult,
  deps: { payments: PaymentRepository; logger: Logger; provider: PaymentProvider },
): Promise<boolean> {
  const context = { paymentId: payment.id, orderId: payment.orderId };
  if (!result.pspReference) {
    deps.logger.error(
      context,
      'payment authorised for a cancelled order without a psp reference; refund it by hand',
    );
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
      { to: 'REFUNDED', from: canTransition('CANCELLED', 'REFUNDED') ? ['CANCELLED'] : [] },
    );
    deps.logger.warn({ ...context, refund, refunded }, 'payment authorised for a cancelled order: refunded');
    return refunded;
  } catch (error) {
    deps.logger.error({ ...context, err: error }, 'refunding a late payment failed; refund it by hand');
    return false;
  }
}
