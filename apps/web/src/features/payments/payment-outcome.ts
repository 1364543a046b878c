/** What the payment page does with a payment result (Adyen's result codes). */
export type PaymentOutcome =
  | { kind: 'paid' }
  | { kind: 'waiting' }
  | { kind: 'redirect'; url: string; method: 'GET' | 'POST'; data: Record<string, string> }
  | { kind: 'refused'; reason: string | null };

interface PaymentResultLike {
  resultCode: string;
  action?: unknown;
  refusalReason?: string | null;
}

function redirectOf(action: unknown): PaymentOutcome | null {
  if (typeof action !== 'object' || action === null) return null;
  const { url, method, data } = action as { url?: unknown; method?: unknown; data?: unknown };
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return null;
  const fields: Record<string, string> = {};
  if (typeof data === 'object' && data !== null)
    for (const [key, value] of Object.entries(data)) if (typeof value === 'string') fields[key] = value;
  return { kind: 'redirect', url, method: method === 'POST' ? 'POST' : 'GET', data: fields };
}

/**
 * Authorised is paid; Pending and Received wait (a bank transfer, a slow confirmation);
 * RedirectShopper (and other actions) follow action.url; Refused, Error and Cancelled let the buyer
 * try again with the refusal shown.
 */
export function paymentOutcome(result: PaymentResultLike): PaymentOutcome {
  switch (result.resultCode) {
    case 'Authorised':
      return { kind: 'paid' };
    case 'Pending':
    case 'Received':
      return { kind: 'waiting' };
    case 'Refused':
    case 'Error':
    case 'Cancelled':
      return { kind: 'refused', reason: result.refusalReason ?? null };
    default:
      return redirectOf(result.action) ?? { kind: 'refused', reason: result.refusalReason ?? null };
  }
}
