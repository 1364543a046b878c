import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminCorporateCodeRepository } from '../../repositories/admin/admin-corporate-code-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * Stops a corporate code from being used: its validity ends now, so buyers get the shop's "expired"
 * answer. Orders placed with it stay; a code that has ended already is a conflict.
 */
export async function disableCorporateCode(
  input: { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  if (!Number.isSafeInteger(input.id) || input.id < 1) {
    throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such corporate code.');
  }
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const codes = createAdminCorporateCodeRepository(tx);
    const before = await codes.findForUpdate(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such corporate code.');
    if (before.validTo !== null && before.validTo <= now) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'This code has ended already.');
    }
    // A millisecond before now: the shop's check (expired when now > validTo) refuses it at once.
    const validTo = new Date(now.getTime() - 1);
    await codes.endValidity(before.id, validTo);
    return {
      result: { ...before, validTo },
      audit: {
        action: 'corporate-code.disable',
        entityType: 'corporate-code',
        entityId: String(before.id),
        before: { validTo: before.validTo?.toISOString() ?? null },
        after: { validTo: validTo.toISOString() },
      },
    };
  });
}
