import { notifyChange } from '@foundry/db';
import { normalizeDiscountCode } from '@foundry/domain';
import { InputError } from '@foundry/errors';
import type { NewDiscountCode } from '../../repositories/admin/admin-discount-code-repository.ts';
import { createAdminDiscountCodeRepository } from '../../repositories/admin/admin-discount-code-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { instantOf, priceAmountOf } from '../admin-products/product-input.ts';
import { DISCOUNT_CODE_MAX_LENGTH } from '../cart/find-discount-code.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface CreateDiscountCodeInput {
  code: string;
  /** Percent off, 1–100 (whole or with up to two decimals); or amount. */
  percent: number | null;
  /** Minor units off, in EUR. */
  amount: number | null;
  fontsOnly: boolean;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
}

/** Reads the form into a row, gathering every field's error. */
function newCodeOf(input: CreateDiscountCodeInput): NewDiscountCode {
  const fields: Record<string, string> = {};
  const code = normalizeDiscountCode(input.code);
  if (!/^[A-Z0-9-]{3,}$/.test(code) || code.length > DISCOUNT_CODE_MAX_LENGTH) {
    fields.code = `A code is 3 to ${DISCOUNT_CODE_MAX_LENGTH} letters, digits or dashes.`;
  }
  let percentBp: number | null = null;
  let amount: number | null = null;
  if ((input.percent === null) === (input.amount === null)) {
    fields.percent = 'Give either a percentage or an amount off.';
  } else if (input.percent !== null) {
    percentBp = Math.round(input.percent * 100);
    if (!(input.percent > 0 && input.percent <= 100) || Math.abs(percentBp - input.percent * 100) > 1e-6) {
      fields.percent = 'A percentage is above 0 and at most 100, with at most two decimals.';
    }
  } else {
    try {
      amount = priceAmountOf(input.amount ?? 0, 'amount');
      if (amount === 0) fields.amount = 'An amount off is more than 0.';
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      Object.assign(fields, error.fields);
    }
  }
  const dates: { validFrom: Date | null; validTo: Date | null } = { validFrom: null, validTo: null };
  for (const field of ['validFrom', 'validTo'] as const) {
    try {
      dates[field] = instantOf(input[field], field);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      Object.assign(fields, error.fields);
    }
  }
  if (dates.validFrom && dates.validTo && dates.validTo <= dates.validFrom) {
    fields.validTo = 'The code ends after it starts.';
  }
  if (input.maxUses !== null && (!Number.isSafeInteger(input.maxUses) || input.maxUses < 1)) {
    fields.maxUses = 'Give a whole number of uses, at least 1, or leave it empty for no limit.';
  }
  if (Object.keys(fields).length > 0) throw new InputError(fields);
  return {
    code,
    percentBp,
    amount,
    currency: 'EUR',
    fontsOnly: input.fontsOnly,
    validFrom: dates.validFrom,
    validTo: dates.validTo,
    maxUses: input.maxUses,
  };
}

/** Creates a discount code buyers can use at checkout within its dates and limit (docs/products.md). */
export async function createDiscountCode(
  input: CreateDiscountCodeInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'products.write');
  const values = newCodeOf(input);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const created = await createAdminDiscountCodeRepository(tx).insert(values);
    if (!created) throw new InputError({ code: 'This code exists already.' });
    await notifyChange(tx, { topic: 'products' });
    return {
      result: created,
      audit: {
        action: 'discount-code.create',
        entityType: 'discount-code',
        entityId: String(created.id),
        before: null,
        after: {
          ...values,
          validFrom: values.validFrom?.toISOString() ?? null,
          validTo: values.validTo?.toISOString() ?? null,
        },
      },
    };
  });
}
