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

/** Collects the field errors of several checks, so that one answer names every wrong field. */
export function fieldChecks() {
  const fields: Record<string, string> = {};
  return {
    check<T>(read: () => T): T | null {
      try {
        return read();
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        Object.assign(fields, error.fields);
        return null;
      }
    },
    fields,
    /** Throws the collected errors, if any. */
    done(): void {
      if (Object.keys(fields).length > 0) throw new InputError(fields);
    },
  };
}

/** Text staff typed, trimmed, of `min` to `max` characters, or the field's error. */
export function textOf(value: string, field: string, min: number, max: number, what: string): string {
  const text = value.trim();
  if (text.length < min || text.length > max) {
    throw new InputError({
      [field]: min > 0 ? `${what}: ${min} to ${max} characters.` : `${what}: at most ${max} characters.`,
    });
  }
  return text;
}

/** The last part of the product's public address: lower-case letters, digits and single dashes. */
export function productUrlOf(value: string, field = 'url'): string {
  const url = value.trim();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(url) || url.length > 100) {
    throw new InputError({
      [field]: 'Use lower-case letters, digits and dashes (at most 100), e.g. inter-poster.',
    });
  }
  return url;
}

/** A variant's label as the buyer picks it (A2, M, Hardback). */
export const variantLabelOf = (value: string, field = 'label') => textOf(value, field, 1, 60, 'A variant');
