import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** One order as staff see it: lines, payments, refunds, shipment and what is left to refund. */
export async function readOrderDetail(input: { id: number }, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'orders.read');
  const order = await deps.admin.orders.findById(input.id);
  if (!order) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such order.');
  const [items, payments, refunds, shipment] = await Promise.all([
    deps.admin.orders.itemsOf(order.id),
    deps.admin.orders.paymentsOf(order.id),
    deps.admin.orders.refundsOf(order.id),
    deps.admin.orders.shipmentOf(order.id),
  ]);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return { order, items, payments, refunds, shipment, refundable: Math.max(0, order.totalAmount - refunded) };
}

export type OrderDetail = Awaited<ReturnType<typeof readOrderDetail>>;
