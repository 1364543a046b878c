import { z } from 'zod';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/** The longest code a visitor may type (discount codes, corporate access codes). */
export const TYPED_CODE_MAX_LENGTH = 64;

/** A code typed to unlock something: required, trimmed, upper-cased (codes are stored upper case). */
function typedCodeField() {
  return z
    .string()
    .trim()
    .min(1, KEYS.required)
    .max(TYPED_CODE_MAX_LENGTH, KEYS.tooLong)
    .transform((code) => code.toUpperCase());
}

/** The cart's discount code. */
export const discountCodeSchema = z.object({ discountCode: typedCodeField() });

/** The access code of the corporate order page. */
export const corporateCodeSchema = z.object({ code: typedCodeField() });

export type DiscountCodeValues = z.input<typeof discountCodeSchema>;
export type CorporateCodeValues = z.input<typeof corporateCodeSchema>;
