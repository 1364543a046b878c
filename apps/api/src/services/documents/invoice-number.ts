/** Digits of the yearly sequence in an invoice number: 2026-000123. */
const SEQUENCE_DIGITS = 6;

/** What every invoice number of a year starts with: '2026-'. */
export function invoiceNumberPrefix(year: number): string {
  return `${year}-`;
}

/** The sequence-th invoice of a year, e.g. (2026, 123) → '2026-000123'; wider past 999999. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`bad invoice sequence ${sequence}`);
  return `${invoiceNumberPrefix(year)}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}
