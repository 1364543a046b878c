import { InputError } from '@foundry/errors';

/** The highest price staff may set, in minor units: a typo guard (as for font products). */
export const MAX_PRICE_AMOUNT = 100_000_000;

/** A price in minor units typed by staff, or the field's error. */
export function priceAmountOf(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PRICE_AMOUNT) {
    throw new InputError({ [field]: 'A price is a whole number of cents from 0 to 100,000,000.' });
  }
  return value;
}

/** An instant sent as ISO 8601 with its offset (the app sends UTC), or the field's error; null stays null. */
export function instantOf(text: string | null, field: string): Date | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const time = Date.parse(trimmed);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed) || Number.isNaN(time)) {
    throw new InputError({ [field]: 'Give a date and time (ISO 8601).' });
  }
  return new Date(time);
}

/** An id argument as a positive integer, or the field's error. */
export function idOf(value: string, field: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new InputError({ [field]: 'Not an id.' });
  return id;
}
