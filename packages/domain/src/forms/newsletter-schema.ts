import { z } from 'zod';
import { emailField } from './field-schemas.ts';

/** The footer's newsletter sign-up: an e-mail address (the captcha token is taken at submit). */
export const newsletterSchema = z.object({ email: emailField() });

export type NewsletterValues = z.input<typeof newsletterSchema>;

/** "Tell me when it is back" on a sold-out product: an e-mail address (the captcha token at submit). */
export const backInStockSchema = z.object({ email: emailField() });

export type BackInStockValues = z.input<typeof backInStockSchema>;
