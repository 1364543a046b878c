import { notifyChange } from '@foundry/db';
import { createAdminFamilyRepository } from '../../repositories/admin/admin-family-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { checkFamilyEdits, type FamilyEditInput } from './family-edit-input.ts';
import { familyForEdit } from './read-family-for-edit.ts';

/**
 * Saves what staff edit on a family: texts, categories, default encoding, pre-release, the weight
 * calculator, pairings and related families. Audited, and the catalogue's caches are told.
 */
export async function updateFamily(
  input: { id: number; edits: FamilyEditInput },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const families = createAdminFamilyRepository(tx);
    const before = await familyForEdit(families, input.id);
    const knownIds = await families.existingIds([...input.edits.pairingIds, ...input.edits.relatedIds]);
    const { edits, pairingIds, relatedIds } = checkFamilyEdits(input.edits, before, knownIds);
    await families.update(before.id, edits, now);
    await families.replaceCuration(before.id, pairingIds, relatedIds);
    await notifyChange(tx, { topic: 'catalogue', ids: [String(before.id)] });
    const after = await familyForEdit(families, before.id);
    return {
      result: after,
      audit: {
        action: 'family.update',
        entityType: 'family',
        entityId: String(before.id),
        before: auditView(before),
        after: auditView(after),
      },
    };
  });
}

function auditView(family: Awaited<ReturnType<typeof familyForEdit>>) {
  return {
    title: family.title,
    summary: family.summary,
    designInformation: family.designInformation,
    categories: family.categories,
    encodingId: family.encodingId,
    preRelease: family.preRelease,
    plannedReleaseDate: family.plannedReleaseDate,
    hasWeightCalculator: family.hasWeightCalculator,
    pairingIds: family.pairingIds,
    relatedIds: family.relatedIds,
  };
}
