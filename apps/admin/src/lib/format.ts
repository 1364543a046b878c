import type { Money } from './types.ts';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units as the shop shows money: 'EUR 49.00' → '€49.00'. */
export function formatMoney(money: Money): string {
  let format = moneyFormats.get(money.currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: money.currency });
    moneyFormats.set(money.currency, format);
  }
  return format.format(money.amount / 100);
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function formatDateTime(iso: string | null): string {
  return iso ? `${dateTime.format(new Date(iso))} UTC` : '–';
}

/** Euros typed by a person ('12,50' or '12.5') as cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}
