import { notifyChange } from '@foundry/db';
import { basisPointsOfPriceFactor } from '@foundry/domain/pricing/price-factor';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminLicenceRepository } from '../../repositories/admin/admin-licence-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

const MAX_FACTOR = 100;
/** What a cart and an order name the tier by: lower-case letters, digits and hyphens. */
const VALUE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

const idOf = (text: string) => {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such licence tier.');
  return id;
};

export interface AddLicenceTierInput {
  optionId: string;
  title: string;
  value: string;
  priceFactor: number;
  /** Third parties the tier covers (the third-party option only). */
  amount: number | null;
}

/**
 * Adds a tier (a choice) to a licence option, after its others. Every price under the licence may
 * change, so the catalogue's caches renew when it commits (docs/back-office.md, "Licence tiers").
 */
export async function addLicenceTier(input: AddLicenceTierInput, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  const value = input.value.trim().toLowerCase();
  if (title.length < 1 || title.length > 80) errors.title = 'Give the tier a title of up to 80 characters.';
  if (!VALUE_PATTERN.test(value))
    errors.value = 'Up to 40 lower-case letters, digits or hyphens, e.g. 10-computers.';
  if (!Number.isFinite(input.priceFactor) || input.priceFactor < 0 || input.priceFactor > MAX_FACTOR) {
    errors.priceFactor = `A factor from 0 to ${MAX_FACTOR}, such as 1.25.`;
  }
  if (
    input.amount !== null &&
    (!Number.isSafeInteger(input.amount) || input.amount < 0 || input.amount > 1000)
  ) {
    errors.amount = 'A whole number of third parties, or empty.';
  }
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  const optionId = Number(input.optionId);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const licences = createAdminLicenceRepository(tx);
    const option = Number.isSafeInteger(optionId) ? await licences.findOptionForUpdate(optionId) : null;
    if (!option) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such licence option.');
    const tiers = await licences.choicesOfOptionForUpdate(option.id);
    if (tiers.some((tier) => tier.value === value))
      throw new InputError({ value: 'Another tier of this option has it.' });
    const created = await licences.insertChoice({
      optionId: option.id,
      title,
      value,
      priceFactorBp: basisPointsOfPriceFactor(input.priceFactor),
      amount: input.amount,
    });
    await notifyChange(tx, { topic: 'catalogue' });
    return {
      result: created,
      audit: {
        action: 'licence-tier.add',
        entityType: 'licence-tier',
        entityId: String(created.id),
        before: null,
        after: {
          optionId: option.id,
          title,
          value,
          priceFactorBp: created.priceFactorBp,
          amount: input.amount,
        },
      },
    };
  });
}

/**
 * Removes a tier. The option's default and its last tier stay (choose another default first): a
 * licence must always offer a choice. Orders keep their own copy of the licence they bought.
 */
export async function removeLicenceTier(input: { tierId: string }, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const id = idOf(input.tierId);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const licences = createAdminLicenceRepository(tx);
    const tier = await licences.findChoiceForUpdate(id);
    if (!tier) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such licence tier.');
    const tiers = await licences.choicesOfOptionForUpdate(tier.optionId);
    if (tier.isDefault) throw new StaffError(STAFF_ERROR.CONFLICT, 'Choose another default tier first.');
    if (tiers.length <= 1) throw new StaffError(STAFF_ERROR.CONFLICT, 'An option keeps at least one tier.');
    await licences.deleteChoice(id);
    await notifyChange(tx, { topic: 'catalogue' });
    return {
      result: true,
      audit: {
        action: 'licence-tier.remove',
        entityType: 'licence-tier',
        entityId: String(id),
        before: {
          optionId: tier.optionId,
          title: tier.title,
          value: tier.value,
          priceFactorBp: tier.priceFactorBp,
        },
        after: null,
      },
    };
  });
}

/** Makes a tier the one a licence starts with in the shop; the option's other tiers lose it. */
export async function setDefaultLicenceTier(
  input: { tierId: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const id = idOf(input.tierId);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const licences = createAdminLicenceRepository(tx);
    const tier = await licences.findChoiceForUpdate(id);
    if (!tier) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such licence tier.');
    const tiers = await licences.choicesOfOptionForUpdate(tier.optionId);
    const previous = tiers.find((one) => one.isDefault) ?? null;
    await licences.setDefaultChoice(tier.optionId, id);
    await notifyChange(tx, { topic: 'catalogue' });
    return {
      result: { ...tier, isDefault: true },
      audit: {
        action: 'licence-tier.default',
        entityType: 'licence-tier',
        entityId: String(id),
        before: { defaultTierId: previous?.id ?? null },
        after: { defaultTierId: id },
      },
    };
  });
}
