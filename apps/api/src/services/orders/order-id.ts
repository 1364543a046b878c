import { variantError } from '@foundry/errors';

/** A GraphQL ID of an order as the integer key; anything else is an order that can't be found (200). */
export function parseOrderId(id: string | number): number {
  const value = typeof id === 'number' ? id : /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0 || value > 2_147_483_647)
    throw variantError('ORDER_NOT_FOUND');
  return value;
}

/** An order as a caller names it: its key and the secret (hash) the caller holds, if any. */
export interface OrderKey {
  id: number;
  hash: string | null;
}

/**
 * The order an argument names. The catalogue's payment and cancel calls take no `hash`, so the
 * order's id may carry its hash as the pay route does, `{id}/{hash}` (docs/shop-contract.md, "The
 * order's secret"); a separate `hash` argument is still taken. Both given must agree, else 200.
 */
export function parseOrderKey(id: string | number, hash?: string | null): OrderKey {
  const text = String(id);
  const slash = text.indexOf('/');
  if (slash < 0) return { id: parseOrderId(id), hash: hash ?? null };
  const carried = text.slice(slash + 1);
  if (carried === '' || (typeof hash === 'string' && hash !== carried)) throw variantError('ORDER_NOT_FOUND');
  return { id: parseOrderId(text.slice(0, slash)), hash: carried };
}
