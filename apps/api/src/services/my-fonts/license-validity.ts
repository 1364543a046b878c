import type { OrderItemLicense } from '@foundry/domain';

/** The licence option that holds the term ('Licence term' in the catalogue). */
const TERM_OPTION = 'term';
const TERM = /^(\d{1,3})\s*-?\s*(year|month)s?$/i;

/**
 * When a licence entry ends: null for the perpetual term (every licence sold today, and entries
 * that carry no term), else its start plus the term of whole years or months ('1 year', '6-months').
 */
export function licenseValidTo(license: OrderItemLicense, validFrom: Date): Date | null {
  const term = license.options.find((option) => option.name === TERM_OPTION)?.value.trim() ?? '';
  const match = TERM.exec(term);
  if (!match) return null;
  const count = Number(match[1]);
  const months = match[2]?.toLowerCase() === 'year' ? count * 12 : count;
  const end = new Date(validFrom);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
