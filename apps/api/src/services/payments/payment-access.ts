import { canPay, isPaidStatus } from '@foundry/domain';
import { AppError, ERROR_CODE, variantError } from '@foundry/errors';
import type { OrderToPay, PaymentRepository } from '../../repositories/payment-repository.ts';
import { parseOrderKey } from '../orders/order-id.ts';
import { mayAccessOrder } from '../orders/order-permissions.ts';

/**
 * The order a shopper wants to pay: by its hash or by its owner's session, else 200 (the answer never
 * tells whether the order exists). A paid order gives 218; one that can't be paid (cancelled,
 * refunded, waiting for a transfer, a payment in flight) gives 200 with a sentence saying why.
 */
export async function payableOrder(
  input: { orderID: string | number; hash?: string | null | undefined },
  deps: { payments: PaymentRepository; viewer: { id: number } | null },
): Promise<OrderToPay> {
  const key = parseOrderKey(input.orderID, input.hash);
  const order = await deps.payments.findOrderToPay(key.id);
  if (!order || !mayAccessOrder(order, key.hash, deps.viewer)) throw variantError('ORDER_NOT_FOUND');
  if (isPaidStatus(order.status)) throw new AppError(ERROR_CODE.ORDER_ALREADY_PAID);
  if (!canPay(order.status)) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, {
      message: `This order can't be paid now (it is ${order.status}).`,
    });
  }
  return order;
}

/**
 * The order a payment answer may show (PaymentResult.order): only to its owner's session. A
 * redirectResult or a session id proves nothing about who holds it (it can be replayed from a
 * browser history or a shared link), and verifyPayment takes no hash, so anyone else gets the
 * result code alone; a guest reads the order with its hash (readOrder).
 */
export async function orderShownToViewer(
  orderId: number,
  deps: { payments: PaymentRepository; viewer: { id: number } | null },
): Promise<number | null> {
  if (!deps.viewer) return null;
  const order = await deps.payments.findOrderToPay(orderId);
  return order && mayAccessOrder(order, null, deps.viewer) ? order.id : null;
}
