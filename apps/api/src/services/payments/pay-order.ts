import { canPay, isPaidStatus } from '@foundry/domain';
import { AppError, ERROR_CODE, variantError } from '@foundry/errors';
import type { AttemptCounts, OrderToPay } from '../../repositories/payment-repository.ts';
import { type OrderKey, parseOrderKey } from '../orders/order-id.ts';
import { mayAccessOrder } from '../orders/order-permissions.ts';
import { applyPaymentResult } from './apply-payment-result.ts';
import { type PaymentDeps, type PaymentOutcome, shopperReferenceOf } from './payment-deps.ts';
import { jsonObjectArgument, originArgument } from './payment-input.ts';
import { orderPaymentReference } from './payment-reference.ts';
import { validReturnUrl } from './return-url.ts';
import { sendPaymentMail } from './send-payment-mail.ts';

/**
 * At most this many attempts per order in ATTEMPT_WINDOW_MS: someone cycling stolen card numbers
 * through one order is stopped, a shopper retyping a card is not.
 */
export const MAX_ATTEMPTS_PER_ORDER = 10;
export const ATTEMPT_WINDOW_MS = 60 * 60 * 1000;
/**
 * An attempt the provider has not answered yet is in flight for at most this long; after it the
 * call is taken for lost (its process died) and no longer keeps the order from being paid.
 * Longer than any provider call may take (docs/payments.md, "One attempt at a time").
 */
export const IN_FLIGHT_TIMEOUT_MS = 2 * 60 * 1000;

export interface PayOrderInput {
  orderID: string | number;
  hash?: string | null | undefined;
  method: Record<string, unknown> & { type: string };
  browserInfo?: unknown;
  origin?: string | null | undefined;
  returnUrl: string;
  /** A card the signed-in user stored (already checked to be theirs). */
  storedPaymentMethodId?: string | null;
}

/**
 * Whether the caller may start an attempt now, decided under the order's lock: the order by its hash
 * or its owner's session (else 200, never telling whether it exists), 218 when paid, 200 when not
 * payable, when another attempt is in flight or after too many attempts.
 */
function refusalOf(
  order: OrderToPay,
  counts: AttemptCounts,
  key: OrderKey,
  deps: Pick<PaymentDeps, 'viewer' | 'logger'>,
): AppError | null {
  if (!mayAccessOrder(order, key.hash, deps.viewer)) return variantError('ORDER_NOT_FOUND');
  if (isPaidStatus(order.status)) return new AppError(ERROR_CODE.ORDER_ALREADY_PAID);
  if (!canPay(order.status)) {
    return new AppError(ERROR_CODE.ORDER_INVALID, {
      message: `This order can't be paid now (it is ${order.status}).`,
    });
  }
  if (counts.inFlight > 0) {
    return new AppError(ERROR_CODE.ORDER_INVALID, {
      message: 'A payment for this order is already in progress. Please wait for its result.',
    });
  }
  if (counts.recent >= MAX_ATTEMPTS_PER_ORDER) {
    deps.logger.warn({ orderId: order.id, recent: counts.recent }, 'payment attempts limit reached');
    return new AppError(ERROR_CODE.ORDER_INVALID, {
      message: 'Too many payment attempts for this order. Please try again in an hour.',
    });
  }
  return null;
}

/**
 * One payment attempt for an order: a new payments row (opened under the order's lock, see
 * refusalOf) whose idempotency key is also the reference the provider echoes, the provider's
 * answer, then the idempotent completion. A refusal leaves the order payable; RedirectShopper
 * returns the action and waits for verifyPayment.
 */
export async function payOrder(input: PayOrderInput, deps: PaymentDeps): Promise<PaymentOutcome> {
  const returnUrl = validReturnUrl(input.returnUrl, deps.allowedOrigins);
  const browserInfo =
    input.browserInfo === null || input.browserInfo === undefined
      ? null
      : jsonObjectArgument(input.browserInfo, 'browserInfo');
  const origin = originArgument(input.origin);
  const key = parseOrderKey(input.orderID, input.hash);
  const now = Date.now();
  const opened = await deps.payments.openAttempt(
    key.id,
    { since: new Date(now - ATTEMPT_WINDOW_MS), inFlightSince: new Date(now - IN_FLIGHT_TIMEOUT_MS) },
    (order, counts) => {
      const refusal = refusalOf(order, counts, key, deps);
      if (refusal) throw refusal;
      return {
        orderId: order.id,
        provider: deps.provider.name,
        amount: order.totalAmount,
        currency: order.currency,
        idempotencyKey: orderPaymentReference(order.id),
        method: input.method.type,
      };
    },
  );
  if (!opened) throw variantError('ORDER_NOT_FOUND');
  const { order, attempt } = opened;
  const reference = attempt.idempotencyKey;
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
  await sendPaymentMail(order.id, applied.mail, deps.paymentMails);
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
