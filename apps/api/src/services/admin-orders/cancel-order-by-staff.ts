import { isCancellable } from '@foundry/domain';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { createOrderRepository } from '../../repositories/order-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Cancels an unpaid order for a customer, with the shop's own cancel (stock and discount-code use come
 * back once). A paid order is refunded instead, never cancelled.
 */
export async function cancelOrderByStaff(
  input: { orderId: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'orders.cancel');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const orders = createOrderRepository(tx);
    const before = await orders.findById(input.orderId);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such order.');
    if (!isCancellable(before.status)) {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        `A ${before.status} order cannot be cancelled; refund a paid one.`,
      );
    }
    const cancelled = await orders.cancel(before.id, now);
    if (!cancelled) throw new StaffError(STAFF_ERROR.CONFLICT, 'The order changed meanwhile; reload it.');
    return {
      result: { orderId: cancelled.id, status: cancelled.status },
      audit: {
        action: 'order.cancel',
        entityType: 'order',
        entityId: String(before.id),
        before: { status: before.status },
        after: { status: cancelled.status },
      },
    };
  });
}
