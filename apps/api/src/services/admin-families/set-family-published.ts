import { notifyChange } from '@foundry/db';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminFamilyRepository } from '../../repositories/admin/admin-family-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { familyForEdit } from './read-family-for-edit.ts';

/** Publishes a family (on /fonts, its page, search) or takes it off every public page. */
export async function setFamilyPublished(
  input: { id: number; published: boolean },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const families = createAdminFamilyRepository(tx);
    const before = await families.findById(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such family.');
    if (before.published === input.published) {
      throw new StaffError(
        STAFF_ERROR.CONFLICT,
        `This family is ${before.published ? 'published' : 'unpublished'} already.`,
      );
    }
    await families.setPublished(before.id, input.published, now);
    await notifyChange(tx, { topic: 'catalogue', ids: [String(before.id)] });
    return {
      result: await familyForEdit(families, before.id),
      audit: {
        action: input.published ? 'family.publish' : 'family.unpublish',
        entityType: 'family',
        entityId: String(before.id),
        before: { published: before.published },
        after: { published: input.published },
      },
    };
  });
}
