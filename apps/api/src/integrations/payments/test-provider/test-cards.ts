import type { PaymentResultCode } from '../payment-provider.ts';

/**
 * The cards of the built-in test provider: Adyen's documented test card numbers
 * (docs.adyen.com/development-resources/test-cards-and-credentials/test-card-numbers and
 * …/testing/3d-secure-2-authentication), so the same numbers work here and on Adyen's test platform.
 */
export interface TestCard {
  number: string;
  brand: 'visa' | 'mc' | 'amex';
  /** Enrolled in 3-D Secure: the payment answers RedirectShopper and the test bank asks for a password. */
  threeDSecure: boolean;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111145551142', brand: 'visa', threeDSecure: false },
  { number: '4111111111111111', brand: 'visa', threeDSecure: false },
  { number: '5555341244441115', brand: 'mc', threeDSecure: false },
  { number: '5555555555554444', brand: 'mc', threeDSecure: false },
  { number: '370000000000002', brand: 'amex', threeDSecure: false },
  { number: '4917610000000000', brand: 'visa', threeDSecure: true },
  { number: '5454545454545454', brand: 'mc', threeDSecure: true },
  { number: '371449635398431', brand: 'amex', threeDSecure: true },
];

/** Adyen's test cards expire 03/2030 and take CVC 737 (Amex: 7373). */
export const TEST_CARD_EXPIRY = { month: 3, year: 2030 } as const;
export function testCardSecurityCode(card: TestCard): string {
  return card.brand === 'amex' ? '7373' : '737';
}

/** The password of the test bank's 3-D Secure page (Adyen's test password for browser challenges). */
export const TEST_3DS_PASSWORD = 'password';

/**
 * Card holder names that force a result, as on Adyen's test platform ("Testing result codes and
 * refusal reasons"). PENDING is this provider's own addition: Adyen has no card that stays pending.
 */
export const TEST_HOLDER_NAME_RESULTS: Readonly<
  Record<string, { resultCode: PaymentResultCode; refusalReason: string | null }>
> = {
  DECLINED: { resultCode: 'Refused', refusalReason: 'Refused' },
  REFERRAL: { resultCode: 'Refused', refusalReason: 'Referral' },
  ERROR: { resultCode: 'Error', refusalReason: 'Acquirer Error' },
  UNKNOWN: { resultCode: 'Error', refusalReason: 'Unknown' },
  BLOCK_CARD: { resultCode: 'Refused', refusalReason: 'Blocked Card' },
  CARD_EXPIRED: { resultCode: 'Refused', refusalReason: 'Expired Card' },
  NOT_ENOUGH_BALANCE: { resultCode: 'Refused', refusalReason: 'Not enough balance' },
  CVC_DECLINED: { resultCode: 'Refused', refusalReason: 'CVC Declined' },
  FRAUD: { resultCode: 'Refused', refusalReason: 'FRAUD' },
  ISSUER_UNAVAILABLE: { resultCode: 'Refused', refusalReason: 'Issuer Unavailable' },
  PENDING: { resultCode: 'Pending', refusalReason: null },
};

/** The card fields of a payment method: plain, or Adyen's `encrypted…` fields with the `test_` prefix. */
export interface EnteredCard {
  number: string | null;
  expiryMonth: string | null;
  expiryYear: string | null;
  cvc: string | null;
  holderName: string | null;
}

function field(method: Record<string, unknown>, plain: string, encrypted: string): string | null {
  const raw = method[plain] ?? method[encrypted];
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw)
    .trim()
    .replace(/^test_/, '');
  return text === '' ? null : text;
}

export function enteredCardOf(method: Record<string, unknown>): EnteredCard {
  const number = field(method, 'number', 'encryptedCardNumber');
  return {
    number: number === null ? null : number.replace(/[\s-]/g, ''),
    expiryMonth: field(method, 'expiryMonth', 'encryptedExpiryMonth'),
    expiryYear: field(method, 'expiryYear', 'encryptedExpiryYear'),
    cvc: field(method, 'cvc', 'encryptedSecurityCode'),
    holderName: typeof method.holderName === 'string' ? method.holderName.trim() : null,
  };
}

export type CardDecision =
  | { kind: 'result'; resultCode: PaymentResultCode; refusalReason: string | null }
  | { kind: 'challenge' };

/**
 * What the test platform answers for a card: an unknown number, a wrong expiry or CVC is refused;
 * a holder name from the table forces its result; a 3-D Secure card is challenged; else Authorised.
 * Expiry and CVC may be left out (a stored card is paid without them).
 */
export function decideCardPayment(card: TestCard | null, entered: EnteredCard): CardDecision {
  if (!card) return { kind: 'result', resultCode: 'Refused', refusalReason: 'Invalid Card Number' };
  if (entered.expiryMonth !== null || entered.expiryYear !== null) {
    const month = Number(entered.expiryMonth);
    const year = Number(entered.expiryYear?.length === 2 ? `20${entered.expiryYear}` : entered.expiryYear);
    if (month !== TEST_CARD_EXPIRY.month || year !== TEST_CARD_EXPIRY.year) {
      return { kind: 'result', resultCode: 'Refused', refusalReason: 'Expired Card' };
    }
  }
  if (entered.cvc !== null && entered.cvc !== testCardSecurityCode(card)) {
    return { kind: 'result', resultCode: 'Refused', refusalReason: 'CVC Declined' };
  }
  const forced = entered.holderName ? TEST_HOLDER_NAME_RESULTS[entered.holderName.toUpperCase()] : undefined;
  if (forced) return { kind: 'result', ...forced };
  if (card.threeDSecure) return { kind: 'challenge' };
  return { kind: 'result', resultCode: 'Authorised', refusalReason: null };
}

export function findTestCard(number: string | null): TestCard | null {
  return TEST_CARDS.find((card) => card.number === number) ?? null;
}
