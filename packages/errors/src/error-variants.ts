import { AppError } from './app-error.ts';
import type { ErrorCode } from './catalogue.ts';
import { ERROR_CODE } from './error-code.ts';

/**
 * Sentences for a catalogue code where its own sentence would mislead: the code stays what clients
 * branch on, the message fits the situation. Used by name, e.g. `variantError('ORDER_NOT_FOUND')`.
 */
export const ERROR_VARIANTS = {
  /** An order read (or paid, or cancelled) by an id that is unknown, or not the caller's to see. */
  ORDER_NOT_FOUND: {
    code: ERROR_CODE.ORDER_INVALID,
    message: 'We could not find this order. Please check the link, or sign in to the account that placed it.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

export type ErrorVariantName = keyof typeof ERROR_VARIANTS;

/** The AppError of a named variant: its catalogue code with the variant's sentence. */
export function variantError(name: ErrorVariantName): AppError {
  const variant = ERROR_VARIANTS[name];
  return new AppError(variant.code, { message: variant.message });
}
