import { notifyChange } from '@foundry/db';
import { lowestPriceBefore } from '@foundry/domain';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { adminProductWrites } from '../../repositories/admin/admin-product-writes.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { fieldChecks, instantOf, priceAmountOf } from './product-input.ts';

export interface SetProductPricingInput {
  productId: number;
  priceAmount: number;
  /** Null ends (or never starts) a sale; the dates are then ignored. */
  salePriceAmount: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

function validPricing(input: SetProductPricingInput) {
  const { check, fields } = fieldChecks();
  const priceAmount = check(() => priceAmountOf(input.priceAmount, 'priceAmount'));
  const onSale = input.salePriceAmount !== null;
  const salePriceAmount = onSale
    ? check(() => priceAmountOf(input.salePriceAmount ?? 0, 'salePriceAmount'))
    : null;
  const saleStartsAt = onSale ? check(() => instantOf(input.saleStartsAt, 'saleStartsAt')) : null;
  const saleEndsAt = onSale ? check(() => instantOf(input.saleEndsAt, 'saleEndsAt')) : null;
  if (salePriceAmount !== null && priceAmount !== null && salePriceAmount >= priceAmount) {
    fields.salePriceAmount = 'A sale price is lower than the regular price.';
  }
  if (saleStartsAt && saleEndsAt && saleEndsAt <= saleStartsAt) {
    fields.saleEndsAt = 'The sale ends after it starts.';
  }
  if (Object.keys(fields).length > 0 || priceAmount === null) throw new InputError(fields);
  return { priceAmount, salePriceAmount, saleStartsAt, saleEndsAt };
}

/**
 * Sets a physical product's (or e-book's) regular price and its sale in one audited write. A change of
 * the regular price enters the price history; with a sale, the lowest regular price of the 30 days
 * before it starts is computed from that history and stored, to be shown beside the sale price.
 */
export async function setProductPricing(
  input: SetProductPricingInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'products.write');
  const pricing = validPricing(input);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const before = await adminProductWrites.lockProduct(tx, input.productId);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such product.');
    if (before.priceAmount !== pricing.priceAmount) {
      await adminProductWrites.recordPriceChange(tx, before.id, before.priceAmount, pricing.priceAmount, now);
    }
    const history = await adminProductWrites.priceHistoryOf(tx, before.id);
    const saleLowestPriorAmount =
      pricing.salePriceAmount === null
        ? null
        : lowestPriceBefore(history, pricing.priceAmount, pricing.saleStartsAt ?? now);
    const after = await adminProductWrites.setPricing(
      tx,
      before.id,
      { ...pricing, saleLowestPriorAmount },
      now,
    );
    await notifyChange(tx, { topic: 'products', ids: [String(before.id)] });
    return {
      result: after,
      audit: {
        action: 'product.pricing',
        entityType: 'physical-product',
        entityId: String(before.id),
        before: pricingOf(before),
        after: pricingOf(after),
      },
    };
  });
}

function pricingOf(row: {
  priceAmount: number;
  salePriceAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  saleLowestPriorAmount: number | null;
}) {
  return {
    priceAmount: row.priceAmount,
    salePriceAmount: row.salePriceAmount,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    saleLowestPriorAmount: row.saleLowestPriorAmount,
  };
}
