import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { adminOrderWrites } from '../../repositories/admin/admin-order-writes.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { orderShippedMail } from '../mails/order-shipped-mail.tsx';
import { sendMailSafely } from '../mails/send-mail.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface MarkShippedInput {
  orderId: number;
  trackingNumber: string;
  carrier: string | null;
  /** The carrier's tracking page, shown to the customer. */
  trackUrl: string | null;
}

/**
 * Marks a paid order with physical lines as shipped, once, with its tracking number; the customer is
 * mailed after the write is committed (a failed mail is logged, the shipment stays).
 */
export async function markOrderShipped(
  input: MarkShippedInput,
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'mailer' | 'logger'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'orders.ship');
  const trackingNumber = input.trackingNumber.trim();
  if (!/^[A-Za-z0-9 -]{4,40}$/.test(trackingNumber)) {
    throw new InputError({
      trackingNumber: 'Give the carrier’s tracking number (4 to 40 letters and digits).',
    });
  }
  const trackUrl = input.trackUrl?.trim() || null;
  if (trackUrl && !/^https:\/\/\S+$/.test(trackUrl))
    throw new InputError({ trackUrl: 'Give an https:// address.' });
  const carrier = input.carrier?.trim().slice(0, 60) || null;
  const items = await deps.admin.orders.itemsOf(input.orderId);

  const shipped = await auditedWrite(deps.admin.db, staff, async (tx) => {
    const order = await adminOrderWrites.lockOrder(tx, input.orderId);
    if (!order) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such order.');
    if (order.status !== 'PAID')
      throw new StaffError(STAFF_ERROR.CONFLICT, `A ${order.status} order is not shipped.`);
    if (!items.some((item) => item.kind === 'PHYSICAL_PRODUCT')) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'This order has nothing to ship.');
    }
    const shipment = await adminOrderWrites.insertShipment(tx, {
      orderId: order.id,
      trackingNumber,
      carrier,
      shippedAt: now,
      staffId: staff.id,
    });
    if (!shipment) throw new StaffError(STAFF_ERROR.CONFLICT, 'This order has already been shipped.');
    await adminOrderWrites.setTrackUrl(tx, order.id, trackUrl, now);
    return {
      result: { order, shipment },
      audit: {
        action: 'order.ship',
        entityType: 'order',
        entityId: String(order.id),
        before: { shipped: false, shippingTrackUrl: order.shippingTrackUrl },
        after: { shipped: true, trackingNumber, carrier, shippingTrackUrl: trackUrl },
      },
    };
  });

  const to = shipped.order.email ?? shipped.order.invoiceAddress?.email ?? null;
  if (to) {
    const orderNumber = shipped.order.invoiceNumber ?? String(shipped.order.id);
    await sendMailSafely(
      deps,
      () => orderShippedMail({ to, orderNumber, trackingNumber, carrier, trackUrl }),
      { mail: 'order-shipped', orderId: shipped.order.id },
    );
  }
  return shipped.shipment;
}
