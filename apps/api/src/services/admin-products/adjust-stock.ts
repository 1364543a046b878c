import { notifyChange, physicalProductVariants } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { moveStock } from '../../repositories/stock-movement-writes.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** The largest change one adjustment may make: a typo guard. */
const MAX_ADJUSTMENT = 100_000;

export interface AdjustStockInput {
  variantId: number;
  /** Added to the stock; negative removes. */
  delta: number;
  reason: string;
}

/**
 * Staff add to or remove from a variant's stock with a reason: one stock movement and one audit row
 * in one transaction. The update adds to the stock the row holds when it runs (not a number read
 * before), so two adjustments at once both count; stock never goes below zero.
 */
export async function adjustStock(
  input: AdjustStockInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'products.write');
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(input.delta) || input.delta === 0 || Math.abs(input.delta) > MAX_ADJUSTMENT) {
    fields.delta = 'Give a whole number to add (or, negative, to remove), not zero.';
  }
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > 300) fields.reason = 'Say why in 3 to 300 characters.';
  if (Object.keys(fields).length > 0) throw new InputError(fields);

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const [variant] = await tx
      .select({ id: physicalProductVariants.id, productId: physicalProductVariants.physicalProductId })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, input.variantId));
    if (!variant) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such variant.');
    const moved = await moveStock(
      tx,
      { variantId: variant.id, delta: input.delta, kind: 'adjustment', reason, staffId: staff.id },
      now,
    );
    if (!moved) throw new InputError({ delta: 'There is not that much in stock to remove.' });
    await notifyChange(tx, { topic: 'products', ids: [String(variant.productId)] });
    return {
      result: { variantId: variant.id, productId: variant.productId, stock: moved.stockAfter },
      audit: {
        action: 'stock.adjust',
        entityType: 'physical-product-variant',
        entityId: String(variant.id),
        before: { stock: moved.stockAfter - input.delta },
        after: { stock: moved.stockAfter, delta: input.delta, reason },
      },
    };
  });
}
