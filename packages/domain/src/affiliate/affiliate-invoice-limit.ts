/**
 * The invoice limit: the unpaid commission an affiliate lets build up before invoicing the shop for
 * a payout. Whole euros, in minor units like every amount (5000 = €50.00).
 */
export const DEFAULT_AFFILIATE_INVOICE_LIMIT = 10_000;
/** Below this a payout costs more to handle than it is worth. */
export const MIN_AFFILIATE_INVOICE_LIMIT = 5_000;
export const MAX_AFFILIATE_INVOICE_LIMIT = 1_000_000;
const WHOLE_UNIT = 100;

export type InvoiceLimitProblem = 'not_whole' | 'too_low' | 'too_high';

/** Why a limit is refused, or null when it is allowed (whole euros within the range). */
export function invoiceLimitProblem(limit: number): InvoiceLimitProblem | null {
  if (!Number.isSafeInteger(limit) || limit % WHOLE_UNIT !== 0) return 'not_whole';
  if (limit < MIN_AFFILIATE_INVOICE_LIMIT) return 'too_low';
  if (limit > MAX_AFFILIATE_INVOICE_LIMIT) return 'too_high';
  return null;
}

/** The limit in force: the affiliate's own choice, or the default when none was made. */
export function effectiveInvoiceLimit(stored: number | null | undefined): number {
  return stored ?? DEFAULT_AFFILIATE_INVOICE_LIMIT;
}
