import { notifyChange } from '@foundry/db';
import { basisPointsOfPriceFactor } from '@foundry/domain/pricing/price-factor';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminLicenceRepository } from '../../repositories/admin/admin-licence-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** A tier may at most multiply a price by 100; 0 is allowed (third parties named in a licence cost nothing). */
const MAX_FACTOR = 100;

export interface ChangeLicenceTierInput {
  choiceId: string;
  title: string;
  /** The multiple of the base price, e.g. 1.25; stored as basis points (docs/pricing.md). */
  priceFactor: number;
}

/**
 * Staff's change of one licence tier (an option's choice): its title and price factor. The shop's
 * prices follow from the stored factor by the pricing rule, which stays in packages/domain; the
 * change is announced to the catalogue's caches when it commits.
 */
export async function changeLicenceTier(
  input: ChangeLicenceTierInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const id = Number(input.choiceId);
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  if (title.length < 1 || title.length > 80) errors.title = 'Give the tier a title of up to 80 characters.';
  if (!Number.isFinite(input.priceFactor) || input.priceFactor < 0 || input.priceFactor > MAX_FACTOR) {
    errors.priceFactor = `A factor from 0 to ${MAX_FACTOR}, such as 1.25.`;
  }
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such licence tier.');
  const priceFactorBp = basisPointsOfPriceFactor(input.priceFactor);

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const licences = createAdminLicenceRepository(tx);
    const before = await licences.findChoiceForUpdate(id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such licence tier.');
    const after = await licences.updateChoice(id, { title, priceFactorBp });
    // Every price under this licence may change: the whole catalogue topic.
    await notifyChange(tx, { topic: 'catalogue' });
    return {
      result: after,
      audit: {
        action: 'licence-tier.change',
        entityType: 'licence-tier',
        entityId: String(id),
        before: { title: before.title, priceFactorBp: before.priceFactorBp },
        after: { title: after.title, priceFactorBp: after.priceFactorBp },
      },
    };
  });
}
