import type { Money } from '@foundry/domain/money/money';

/** Result codes of a payment attempt (Adyen's Checkout API names; docs/payments.md). */
export const PAYMENT_RESULT_CODES = [
  'AuthenticationFinished',
  'AuthenticationNotRequired',
  'Authorised',
  'Cancelled',
  'ChallengeShopper',
  'Error',
  'IdentifyShopper',
  'Pending',
  'PresentToShopper',
  'Received',
  'RedirectShopper',
  'Refused',
] as const;

export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];

export function isPaymentResultCode(value: unknown): value is PaymentResultCode {
  return typeof value === 'string' && (PAYMENT_RESULT_CODES as readonly string[]).includes(value);
}

/** A payment method the shop offers, e.g. `{ type: 'scheme', name: 'Credit card' }`. */
export interface PaymentMethodOption {
  type: string;
  name: string;
}

/** What a checkout session gives the browser's payment form. */
export interface ProviderSession {
  id: string;
  /** Adyen's sessionData for the Drop-in; null for the built-in provider. */
  sessionData: string | null;
  paymentMethods: PaymentMethodOption[];
}

/** The display data of a card the provider tokenised. */
export interface ProviderStoredCard {
  storedPaymentMethodId: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The provider's answer to a payment or to its additional details. */
export interface ProviderPaymentResult {
  resultCode: PaymentResultCode;
  /** Our reference of the attempt, echoed by the provider (Adyen's merchantReference). */
  reference: string | null;
  pspReference: string | null;
  /** What the browser must do next (redirect, 3-D Secure …), passed on as it came. */
  action: Record<string, unknown> | null;
  refusalReason: string | null;
  /** The amount the provider reports, when it reports one: completion checks it against the order. */
  amount: Money | null;
  /** Set when the attempt stored the card (addStoredCard) and the provider says so. */
  storedCard: ProviderStoredCard | null;
  /** The provider's answer as it came, kept with the payment for support. */
  raw: Record<string, unknown>;
}

export interface PaymentRequest {
  /** Our reference of this attempt; the provider echoes it in results and webhooks. */
  reference: string;
  /** Sent as the provider's idempotency key: a retried request never charges twice. */
  idempotencyKey: string;
  amount: Money;
  /** The payment method as the browser's payment form gave it (Adyen's `paymentMethod`). */
  method: Record<string, unknown>;
  browserInfo: Record<string, unknown> | null;
  origin: string | null;
  returnUrl: string;
  /** The customer's stable reference at the provider; needed to store or use a stored card. */
  shopperReference: string | null;
  shopperEmail: string | null;
  countryCode: string | null;
  /** Ask the provider to tokenise the card (addStoredCard). */
  storePaymentMethod: boolean;
  /** A payment with a card the provider stored earlier (makeStoredCardPayment). */
  storedPaymentMethodId: string | null;
}

/** Giving back the money of an authorised payment (a late payment for a cancelled order). */
export interface RefundRequest {
  /** The provider's reference of the payment to refund. */
  pspReference: string;
  amount: Money;
  /** Our reference of the refund; also its idempotency key, so a retry never refunds twice. */
  reference: string;
}

/** The provider's acknowledgement: the refund's own reference; Adyen confirms it by webhook later. */
export interface ProviderRefund {
  pspReference: string | null;
  status: string;
}

export interface SessionRequest {
  reference: string;
  amount: Money;
  returnUrl: string;
  countryCode: string | null;
  /** The language of the provider's payment form, e.g. 'en-US' (Adyen's shopperLocale). */
  shopperLocale: string;
  shopperEmail: string | null;
  /** Set for a signed-in shopper: the provider then offers their stored cards and may store a new one. */
  shopperReference: string | null;
}

/**
 * A payment service provider. Adapters: the built-in test provider (default) and Adyen's Checkout
 * API; `createPaymentProvider` picks one from the configuration. Methods throw only when the
 * provider cannot be reached or answers garbage; a refusal is a result.
 */
export interface PaymentProvider {
  /** 'test' or 'adyen': stored with each payment and webhook item. */
  readonly name: string;
  /** The public key the browser's payment form needs, when the provider has one. */
  readonly clientKey: string | null;
  /** Where the browser's payment form talks to the provider (Adyen Web's 'test' or 'live'); null for the built-in one. */
  readonly environment: string | null;
  createSession(request: SessionRequest): Promise<ProviderSession>;
  makePayment(request: PaymentRequest): Promise<ProviderPaymentResult>;
  /**
   * Completes an attempt after an action (the shopper's return from a redirect: `redirectResult`,
   * or the `details` a payment form collected). A forged or unknown result is an `Error` result.
   */
  submitDetails(details: Record<string, unknown>): Promise<ProviderPaymentResult>;
  /** Refunds an authorised payment in full (Adyen: POST /payments/{pspReference}/refunds). */
  refundPayment(request: RefundRequest): Promise<ProviderRefund>;
  /** Makes the provider forget a stored card (deleteStoredCard); a token it no longer knows is fine. */
  removeStoredCard(card: { storedPaymentMethodId: string; shopperReference: string }): Promise<void>;
}
