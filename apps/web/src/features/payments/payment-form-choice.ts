/**
 * Which form takes the payment on the pay page: with Adyen its own Drop-in, so card numbers go from
 * the browser to Adyen and never through the shop; with the built-in test provider (offline use)
 * the shop's card fields. docs/payments.md, "The pay page".
 */
export type PaymentFormKind = 'adyen-drop-in' | 'shop-card-form';

export function paymentFormFor(provider: string): PaymentFormKind {
  return provider === 'adyen' ? 'adyen-drop-in' : 'shop-card-form';
}
