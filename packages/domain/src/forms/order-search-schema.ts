import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { ORDER_TYPES } from '../orders/order-type.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

export const ORDER_SEARCH_MAX_LENGTH = 100;

/** The account's order filter: words to search (optional), a type and a status ('' for all). */
export const orderSearchSchema = z.object({
  search: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH, KEYS.tooLong),
  type: z.enum(['', ...ORDER_TYPES]),
  status: z.enum(['', ...ORDER_STATUSES]),
});

export type OrderSearchValues = z.input<typeof orderSearchSchema>;
export type OrderSearch = z.output<typeof orderSearchSchema>;
