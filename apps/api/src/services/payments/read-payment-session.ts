import type { Money } from '@foundry/domain/money/money';
import type { PaymentMethodOption } from '../../integrations/payments/payment-provider.ts';
import { payableOrder } from './payment-access.ts';
import { type PaymentDeps, shopperReferenceOf } from './payment-deps.ts';
import { orderPaymentReference } from './payment-reference.ts';
import { validReturnUrl } from './return-url.ts';

/**
 * The language of the provider's payment form: the shop's pages are in English, and the Drop-in
 * speaks the page's language (its en-US texts come in its bundle, others from Adyen's CDN).
 */
export const PAYMENT_FORM_LOCALE = 'en-US';

export interface PaymentSessionView {
  id: string;
  provider: string;
  sessionData: string | null;
  clientKey: string | null;
  environment: string | null;
  amount: Money;
  countryCode: string | null;
  locale: string;
  returnUrl: string;
  paymentMethods: PaymentMethodOption[];
  orderId: number;
}

/**
 * Opens a checkout session for an order (by its hash or its owner's session): the amount comes from
 * the order, never from the browser. With Adyen the answer is what the Drop-in starts from (session
 * id and data, client key, environment, amount, country, locale, the pay page to come back to); the
 * Drop-in then pays at Adyen, and the webhook (or a redirect's verifyPayment) completes the order. The session's attempt is recorded with its reference, so a
 * payment made in the provider's own form (Adyen Drop-in) is matched by its webhook or its
 * redirect. Codes: 200 unknown, not yours or not payable now; 218 already paid; 217 returnUrl.
 */
export async function readPaymentSession(
  input: { orderID: string | number; hash?: string | null | undefined; returnUrl: string },
  deps: PaymentDeps,
): Promise<PaymentSessionView> {
  const order = await payableOrder(input, { payments: deps.payments, viewer: deps.viewer });
  const returnUrl = validReturnUrl(input.returnUrl, deps.allowedOrigins);
  const amount = { amount: order.totalAmount, currency: order.currency };
  const reference = orderPaymentReference(order.id);
  const session = await deps.provider.createSession({
    reference,
    amount,
    returnUrl,
    countryCode: order.countryCode,
    shopperLocale: PAYMENT_FORM_LOCALE,
    shopperEmail: order.email,
    shopperReference: deps.viewer ? shopperReferenceOf(deps.viewer.id) : null,
  });
  await deps.payments.insertAttempt({
    orderId: order.id,
    provider: deps.provider.name,
    amount: order.totalAmount,
    currency: order.currency,
    idempotencyKey: reference,
    sessionId: session.id,
    method: 'session',
  });
  return {
    id: session.id,
    provider: deps.provider.name,
    sessionData: session.sessionData,
    clientKey: deps.provider.clientKey,
    environment: deps.provider.environment,
    amount,
    countryCode: order.countryCode,
    locale: PAYMENT_FORM_LOCALE,
    returnUrl,
    paymentMethods: session.paymentMethods,
    orderId: order.id,
  };
}
