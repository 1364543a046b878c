import { z } from 'zod';
import { textField } from './field-schemas.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/** The longest name on a card the form takes. */
export const CARD_HOLDER_MAX_LENGTH = 80;

/** Card expiry typed as MM/YY (or MM/YYYY) → the month and the four-digit year, or null. */
export function parseCardExpiry(text: string): { expiryMonth: string; expiryYear: string } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]?.length === 2 ? `20${match[2]}` : (match[2] as string);
  return { expiryMonth: String(month).padStart(2, '0'), expiryYear: year };
}

const typed = () => z.string().trim().min(1, KEYS.required);

/**
 * The card of the built-in test provider's form (Adyen's Drop-in has its own): 12 to 19 digits
 * (spaces and hyphens as typed are dropped), an expiry as MM/YY, a 3 or 4 digit security code and
 * the name on the card. Its output is the card as makePayment takes it.
 */
export const cardSchema = z
  .object({
    number: typed()
      .transform((text) => text.replace(/[\s-]/g, ''))
      .refine((digits) => /^\d{12,19}$/.test(digits), KEYS.invalidCardNumber),
    expiry: typed().refine((text) => parseCardExpiry(text) !== null, KEYS.invalidCardExpiry),
    cvc: typed().refine((code) => /^\d{3,4}$/.test(code), KEYS.invalidCardCvc),
    holder: textField({ max: CARD_HOLDER_MAX_LENGTH }),
  })
  .transform(({ number, expiry, cvc, holder }) => ({
    number,
    ...(parseCardExpiry(expiry) as { expiryMonth: string; expiryYear: string }),
    cvc,
    holderName: holder,
  }));

export type CardValues = z.input<typeof cardSchema>;
export type CardOutput = z.output<typeof cardSchema>;
