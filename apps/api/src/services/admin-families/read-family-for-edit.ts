import { STAFF_ERROR, StaffError } from '@foundry/errors';
import type { AdminFamilyRepository } from '../../repositories/admin/admin-family-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** A family with what its edit form shows and offers. */
export async function familyForEdit(families: AdminFamilyRepository, id: number) {
  const family = await families.findById(id);
  if (!family) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such family.');
  const [familyEncodings, hasWeightAxis, pairingIds, relatedIds] = await Promise.all([
    families.encodingsOf(id),
    families.hasWeightAxis(id),
    families.pairingIdsOf(id),
    families.relatedIdsOf(id),
  ]);
  return { ...family, encodings: familyEncodings, hasWeightAxis, pairingIds, relatedIds };
}

export type FamilyForEdit = Awaited<ReturnType<typeof familyForEdit>>;

export async function readFamilyForEdit(input: { id: number }, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'catalogue.write');
  return familyForEdit(deps.admin.families, input.id);
}
