import { notifyChange } from '@foundry/db';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminPriceRepository } from '../../repositories/admin/admin-price-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** The highest price staff may set, in minor units (one million euros): a typo guard. */
const MAX_PRICE_AMOUNT = 100_000_000;

export interface ChangeFontProductPriceInput {
  productId: string;
  /** The new base price in minor units (cents) of the product's currency. */
  amount: number;
}

/**
 * Staff's change of a font product's base price (docs/back-office.md, "Catalogue prices"). The
 * price, its audit row and the catalogue's change notice are one transaction: every API process's
 * cached answers and the web's cached pages drop the old price when it commits, and a write that
 * rolls back announces nothing.
 */
export async function changeFontProductPrice(
  input: ChangeFontProductPriceInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
): Promise<{ productId: string; amount: number; currency: string }> {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const id = Number(input.productId);
  if (!Number.isSafeInteger(id) || id < 1) throw new InputError({ productId: 'Not a product id.' });
  if (!Number.isSafeInteger(input.amount) || input.amount < 0 || input.amount > MAX_PRICE_AMOUNT) {
    throw new InputError({ amount: 'A price is a whole number of cents from 0 to 100,000,000.' });
  }
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const prices = createAdminPriceRepository(tx);
    const before = await prices.findForUpdate(id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No font product has this id.');
    await prices.setPrice(id, input.amount);
    // The ids of a catalogue change are family ids; a collection's price may show on any family.
    await notifyChange(
      tx,
      before.familyId === null
        ? { topic: 'catalogue' }
        : { topic: 'catalogue', ids: [String(before.familyId)] },
    );
    return {
      result: { productId: String(id), amount: input.amount, currency: before.currency },
      audit: {
        action: 'font-product.change-price',
        entityType: 'font-product',
        entityId: String(id),
        before: { priceAmount: before.priceAmount, currency: before.currency },
        after: { priceAmount: input.amount, currency: before.currency },
      },
    };
  });
}
