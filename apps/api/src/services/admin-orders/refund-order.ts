import { refundLimitOf } from '@foundry/domain/staff/staff-roles';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminOrderRepository } from '../../repositories/admin/admin-order-repository.ts';
import { adminOrderWrites } from '../../repositories/admin/admin-order-writes.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface RefundOrderInput {
  orderId: number;
  /** Minor units; null refunds everything not yet refunded. */
  amount: number | null;
  /** The line the refund is for, when it is for one line. */
  orderItemId: number | null;
  reason: string;
}

/**
 * Gives money of a paid order back through the payment provider, in full or in part. The order row
 * is locked while the provider is asked, so two refunds cannot together exceed what was paid; the
 * refund's reference (order + its ordinal) is the provider's idempotency key. When everything paid
 * has gone back, the order becomes REFUNDED, which withdraws its licences: its downloads are refused.
 * Support may refund up to its limit per order; a provider failure changes nothing.
 */
export async function refundOrder(
  input: RefundOrderInput,
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'payments' | 'logger'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'orders.refund');
  if (input.amount !== null && (!Number.isInteger(input.amount) || input.amount <= 0)) {
    throw new InputError({ amount: 'Give a positive amount in cents.' });
  }
  const reason = input.reason.trim().slice(0, 500);
  const payments = await deps.admin.orders.paymentsOf(input.orderId);
  const paid = payments.find((payment) => payment.resultCode === 'Authorised' && payment.pspReference);

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const order = await adminOrderWrites.lockOrder(tx, input.orderId);
    if (!order) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such order.');
    if (order.status !== 'PAID')
      throw new StaffError(STAFF_ERROR.CONFLICT, `A ${order.status} order cannot be refunded.`);
    if (!paid?.pspReference) {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        'This order has no card payment to refund; refund it by bank.',
      );
    }
    const refundedBefore = await adminOrderWrites.refundedAmount(tx, order.id);
    const remaining = order.totalAmount - refundedBefore;
    const amount = input.amount ?? remaining;
    if (amount <= 0 || amount > remaining) {
      throw new InputError({ amount: `At most ${remaining} cents are left to refund.` });
    }
    const limit = refundLimitOf(staff.role);
    if (limit !== null && refundedBefore + amount > limit) {
      throw new StaffError(
        STAFF_ERROR.FORBIDDEN,
        `Your role may refund up to ${limit} cents per order; ask an owner.`,
      );
    }
    if (input.orderItemId !== null) {
      // Read through the transaction: an embedded database has one connection, held by it.
      const items = await createAdminOrderRepository(tx).itemsOf(order.id);
      if (!items.some((item) => item.id === input.orderItemId)) {
        throw new InputError({ orderItemId: 'This line is not in the order.' });
      }
    }
    const reference = `${order.hash}-refund-${(await adminOrderWrites.refundCount(tx, order.id)) + 1}`;
    let providerRefund: { pspReference: string | null; status: string };
    try {
      providerRefund = await deps.payments.provider.refundPayment({
        pspReference: paid.pspReference,
        amount: { amount, currency: order.currency },
        reference,
      });
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'refund: the payment provider failed');
      throw new StaffError(
        STAFF_ERROR.PROVIDER_FAILED,
        'The payment provider did not take the refund; nothing changed.',
      );
    }
    const refund = await adminOrderWrites.insertRefund(tx, {
      orderId: order.id,
      orderItemId: input.orderItemId,
      amount,
      currency: order.currency,
      reason,
      reference,
      pspReference: providerRefund.pspReference,
      status: providerRefund.status,
      staffId: staff.id,
      createdAt: now,
    });
    const whole = refundedBefore + amount === order.totalAmount;
    if (whole && !(await adminOrderWrites.transition(tx, order.id, 'REFUNDED', now))) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'The order changed meanwhile; nothing was refunded.');
    }
    const status = whole ? 'REFUNDED' : order.status;
    return {
      result: { orderId: order.id, status, refundId: refund.id, amount, currency: order.currency },
      audit: {
        action: 'order.refund',
        entityType: 'order',
        entityId: String(order.id),
        before: { status: order.status, refunded: refundedBefore },
        after: {
          status,
          refunded: refundedBefore + amount,
          reference,
          orderItemId: input.orderItemId,
          reason,
        },
      },
    };
  });
}
