import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminDiscountCodeRepository } from '../../repositories/admin/admin-discount-code-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Disables a code for good: checkout refuses it from now on; the orders that used it keep it. */
export async function disableDiscountCode(
  id: number,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'products.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const codes = createAdminDiscountCodeRepository(tx);
    const before = await codes.findById(id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such discount code.');
    const after = await codes.disable(id, now);
    if (!after) throw new StaffError(STAFF_ERROR.CONFLICT, 'This code is disabled already.');
    await notifyChange(tx, { topic: 'products' });
    return {
      result: after,
      audit: {
        action: 'discount-code.disable',
        entityType: 'discount-code',
        entityId: String(id),
        before: { code: before.code, disabledAt: null },
        after: { code: after.code, disabledAt: now.toISOString() },
      },
    };
  });
}
