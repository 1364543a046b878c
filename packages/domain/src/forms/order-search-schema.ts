import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { ORDER_TYPES } from '../orders/order-type.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

export const ORDER_SEARCH_MAX_LENGTH = 100;

/** The choice of a filter that keeps every order. */
export const ALL_ORDERS = 'ALL';

/** One of `values`, or ALL_ORDERS for any: the output is the value, or null for any. */
const filterChoice = <Value extends string>(values: readonly [Value, ...Value[]]) =>
  z.enum([ALL_ORDERS, ...values]).transform((chosen) => (chosen === ALL_ORDERS ? null : (chosen as Value)));

/** The account's order filter: words to search ('' for none), a type and a status (ALL_ORDERS for any). */
export const orderSearchSchema = z.object({
  search: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX_LENGTH, KEYS.tooLong)
    .transform((words) => words || null),
  type: filterChoice(ORDER_TYPES),
  status: filterChoice(ORDER_STATUSES),
});

export type OrderSearchValues = z.input<typeof orderSearchSchema>;
export type OrderSearch = z.output<typeof orderSearchSchema>;
