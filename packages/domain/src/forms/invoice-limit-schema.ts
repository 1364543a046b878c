import { z } from 'zod';
import {
  invoiceLimitProblem,
  MAX_AFFILIATE_INVOICE_LIMIT,
  MIN_AFFILIATE_INVOICE_LIMIT,
} from '../affiliate/affiliate-invoice-limit.ts';
import { FORM_MESSAGE_KEYS as KEYS, messageWithValues } from './form-message-keys.ts';

const MINOR_PER_EURO = 100;

/**
 * The affiliate's invoice limit as typed: whole euros within the allowed range (the rule of
 * `invoiceLimitProblem`, which the API checks on the minor units); the output is minor units.
 */
export const invoiceLimitSchema = z.object({
  limit: z
    .string()
    .trim()
    .min(1, KEYS.required)
    .regex(/^\d+$/, KEYS.wholeNumber)
    .transform((euros) => Number(euros) * MINOR_PER_EURO)
    .refine(
      (minor) => invoiceLimitProblem(minor) === null,
      messageWithValues(KEYS.invoiceLimitRange, {
        min: MIN_AFFILIATE_INVOICE_LIMIT / MINOR_PER_EURO,
        max: MAX_AFFILIATE_INVOICE_LIMIT / MINOR_PER_EURO,
      }),
    ),
});

export type InvoiceLimitValues = z.input<typeof invoiceLimitSchema>;

/** The limit (minor units) as the form shows it: whole euros. */
export const invoiceLimitText = (minor: number) => String(minor / MINOR_PER_EURO);
