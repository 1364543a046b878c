/**
 * A card refusal in words a buyer can act on, from the provider's refusal reason (Adyen's names); a
 * reason not listed here gets the general message. Keys are locale keys under buying.refusals.
 */
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  Refused: 'declined',
  Referral: 'declined',
  'Blocked Card': 'blocked',
  'Expired Card': 'expired',
  'Not enough balance': 'balance',
  'CVC Declined': 'cvc',
  'Invalid Card Number': 'number',
  '3D Not Authenticated': 'authentication',
  'Issuer Unavailable': 'unavailable',
  'Acquirer Error': 'unavailable',
  Cancelled: 'cancelled',
};

export function plainRefusalKey(reason: string | null | undefined): string {
  return `buying.refusals.${(reason && REFUSAL_KEYS[reason]) || 'other'}`;
}
