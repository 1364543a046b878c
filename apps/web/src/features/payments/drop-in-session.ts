/** What Adyen's Drop-in starts from: the payment session readPaymentSession opened for the order. */
export interface DropInSession {
  id: string;
  sessionData: string | null;
  clientKey: string | null;
  /** Adyen Web's environment: 'test' or 'live'. */
  environment: string | null;
  amount: { amount: number; currency: string };
  countryCode: string | null;
  locale: string;
  returnUrl: string;
}

/** How a Drop-in payment ended, as far as the browser knows (Adyen's result codes). */
export type DropInOutcome =
  | { kind: 'completed'; resultCode: string }
  | { kind: 'failed'; resultCode: string }
  | { kind: 'unavailable'; reason: string };
