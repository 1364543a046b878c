import { AppError, ERROR_CODE } from '@foundry/errors';
import { isPaymentResultCode } from '../../integrations/payments/payment-provider.ts';
import { applyPaymentResult } from './apply-payment-result.ts';
import { keepCheckedCard } from './complete-card-check.ts';
import { orderShownToViewer } from './payment-access.ts';
import type { PaymentDeps, PaymentOutcome } from './payment-deps.ts';
import { jsonObjectArgument } from './payment-input.ts';
import { parsePaymentReference } from './payment-reference.ts';
import { sendPaymentMail } from './send-payment-mail.ts';

export interface VerifyPaymentInput {
  redirectResult?: string | null | undefined;
  details?: unknown;
  sessionID?: string | null | undefined;
}

function refused(reason: string): PaymentOutcome {
  return { resultCode: 'Error', action: null, refusalReason: reason, orderId: null, storedCard: null };
}

/**
 * Finishes an attempt after the shopper's return: the provider checks `redirectResult` (or the
 * `details` a payment form collected), and its answer completes the attempt it names, once. A
 * forged or unknown result is refused (resultCode Error, no order). With `sessionID` alone it
 * reports what is known of the session's attempt (e.g. after a webhook). Replaying a result never
 * changes a finished order. The answer names the order only to its owner's session
 * (orderShownToViewer): whoever else holds the result learns the result code alone.
 */
export async function verifyPayment(input: VerifyPaymentInput, deps: PaymentDeps): Promise<PaymentOutcome> {
  const details: Record<string, unknown> =
    input.details === null || input.details === undefined
      ? {}
      : { ...jsonObjectArgument(input.details, 'details') };
  if (input.redirectResult) {
    if (input.redirectResult.length > 8000) return refused('Unknown or forged redirect result');
    details.redirectResult = input.redirectResult;
  }

  if (Object.keys(details).length === 0) {
    if (!input.sessionID) {
      throw new AppError(ERROR_CODE.ORDER_INVALID, {
        message: 'Give the redirectResult, the details or the sessionID of the payment.',
      });
    }
    const payment = await deps.payments.findBySessionId(input.sessionID);
    if (!payment) return refused('Unknown payment session');
    const resultCode = isPaymentResultCode(payment.resultCode) ? payment.resultCode : 'Pending';
    const reason = payment.raw?.refusalReason;
    return {
      resultCode,
      action: null,
      refusalReason: typeof reason === 'string' ? reason : null,
      orderId: await orderShownToViewer(payment.orderId, deps),
      storedCard: null,
    };
  }

  const result = await deps.provider.submitDetails(details);
  const reference = parsePaymentReference(result.reference);
  if (!reference) {
    deps.logger.warn(
      { resultCode: result.resultCode, reason: result.refusalReason },
      'payment details refused',
    );
    return refused(result.refusalReason ?? 'Unknown or forged redirect result');
  }

  if (reference.kind === 'card') {
    // Only the user who started the card check may keep the card in their account.
    if (!deps.viewer || deps.viewer.id !== reference.userId) throw new AppError(ERROR_CODE.TOKEN_INVALID);
    const storedCard = await keepCheckedCard(reference.userId, result, deps);
    return {
      resultCode: result.resultCode,
      action: result.action,
      refusalReason: result.refusalReason,
      orderId: null,
      storedCard,
    };
  }

  const payment = await deps.payments.findByIdempotencyKey(result.reference as string);
  if (!payment || payment.orderId !== reference.orderId) return refused('Unknown payment');
  if (input.sessionID && payment.sessionId && payment.sessionId !== input.sessionID) {
    return refused('The payment belongs to another session');
  }
  const applied = await applyPaymentResult(payment, result, deps);
  await sendPaymentMail(payment.orderId, applied.mail, deps.paymentMails);
  return {
    resultCode: applied.result.resultCode,
    action: result.action,
    refusalReason: applied.result.refusalReason,
    orderId: await orderShownToViewer(payment.orderId, deps),
    storedCard: null,
  };
}
