import { AppError } from '@foundry/errors';
import type { OrderToPay } from '../../repositories/payment-repository.ts';
import { applyPaymentResult } from './apply-payment-result.ts';
import { type PaymentDeps, type PaymentOutcome, shopperReferenceOf } from './payment-deps.ts';
import { jsonObjectArgument, originArgument } from './payment-input.ts';
import { orderPaymentReference } from './payment-reference.ts';
import { validReturnUrl } from './return-url.ts';

/**
 * At most this many attempts per order in ATTEMPT_WINDOW_MS: someone cycling stolen card numbers
 * through one order is stopped, a shopper retyping a card is not.
 */
export const MAX_ATTEMPTS_PER_ORDER = 10;
export const ATTEMPT_WINDOW_MS = 60 * 60 * 1000;

export interface PayOrderInput {
  method: Record<string, unknown> & { type: string };
  browserInfo?: unknown;
  origin?: string | null | undefined;
  returnUrl: string;
  /** A card the signed-in user stored (already checked to be theirs). */
  storedPaymentMethodId?: string | null;
}

/**
 * One payment attempt for an order: a new payments row whose idempotency key is also the
 * reference the provider echoes, the provider's answer, then the idempotent completion. A refusal
 * leaves the order payable; RedirectShopper returns the action and waits for verifyPayment.
 */
export async function payOrder(
  order: OrderToPay,
  input: PayOrderInput,
  deps: PaymentDeps,
): Promise<PaymentOutcome> {
  const returnUrl = validReturnUrl(input.returnUrl, deps.allowedOrigins);
  const browserInfo =
    input.browserInfo === null || input.browserInfo === undefined
      ? null
      : jsonObjectArgument(input.browserInfo, 'browserInfo');
  const origin = originArgument(input.origin);
  const recent = await deps.payments.countAttemptsSince(order.id, new Date(Date.now() - ATTEMPT_WINDOW_MS));
  if (recent >= MAX_ATTEMPTS_PER_ORDER) {
    deps.logger.warn({ orderId: order.id, recent }, 'payment attempts limit reached');
    throw new AppError(200, {
      message: 'Too many payment attempts for this order. Please try again in an hour.',
    });
  }
  const reference = orderPaymentReference(order.id);
  const attempt = await deps.payments.insertAttempt({
    orderId: order.id,
    provider: deps.provider.name,
    amount: order.totalAmount,
    currency: order.currency,
    idempotencyKey: reference,
    method: input.method.type,
  });
  // A stored card is paid only through makeStoredCardPayment, which checks it belongs to the viewer.
  const { storedPaymentMethodId: _ignored, ...method } = input.method;
  const result = await deps.provider.makePayment({
    reference,
    idempotencyKey: reference,
    amount: { amount: order.totalAmount, currency: order.currency },
    method,
    browserInfo,
    origin,
    returnUrl,
    shopperReference: deps.viewer ? shopperReferenceOf(deps.viewer.id) : null,
    shopperEmail: order.email,
    countryCode: order.countryCode,
    storePaymentMethod: false,
    storedPaymentMethodId: input.storedPaymentMethodId ?? null,
  });
  const applied = await applyPaymentResult(attempt, { ...result, reference }, deps);
  deps.logger.info(
    {
      orderId: order.id,
      paymentId: attempt.id,
      resultCode: applied.result.resultCode,
      orderStatus: applied.orderStatus,
    },
    'payment attempt answered',
  );
  return {
    resultCode: applied.result.resultCode,
    action: result.action,
    refusalReason: applied.result.refusalReason,
    orderId: order.id,
    storedCard: null,
  };
}
