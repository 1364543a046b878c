import { variantError } from '@foundry/errors';

/** A GraphQL ID of an order as the integer key; anything else is an order that can't be found (200). */
export function parseOrderId(id: string | number): number {
  const value = typeof id === 'number' ? id : /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0 || value > 2_147_483_647)
    throw variantError('ORDER_NOT_FOUND');
  return value;
}
