import { randomBytes } from 'node:crypto';

/**
 * References of payment attempts, sent to the provider and echoed in its results and webhooks.
 * The reference is also the attempt's idempotency key. Order attempts name their order; card
 * checks (addStoredCard) name the user, since they have no order.
 */
export type PaymentReference = { kind: 'order'; orderId: number } | { kind: 'card'; userId: number };

function nonce(): string {
  return randomBytes(12).toString('base64url');
}

export function orderPaymentReference(orderId: number): string {
  return `order-${orderId}-${nonce()}`;
}

export function cardCheckReference(userId: number): string {
  return `card-${userId}-${nonce()}`;
}

export function parsePaymentReference(reference: string | null | undefined): PaymentReference | null {
  const match = /^(order|card)-([1-9][0-9]{0,9})-[A-Za-z0-9_-]{16}$/.exec(reference ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'order' ? { kind: 'order', orderId: id } : { kind: 'card', userId: id };
}
