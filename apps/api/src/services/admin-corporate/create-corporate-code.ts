import { normalizeCorporateCode } from '@foundry/domain';
import { InputError } from '@foundry/errors';
import { createAdminCorporateCodeRepository } from '../../repositories/admin/admin-corporate-code-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface CreateCorporateCodeInput {
  code: string;
  company: string;
  /** ISO dates or date-times; null: no limit. */
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  productIds: readonly string[];
}

/** Letters, digits and hyphens, as a buyer can type them from an e-mail. */
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,63}$/;
const MAX_PRODUCTS = 200;

function dateOf(value: string | null, field: string, errors: Record<string, string>): Date | null {
  if (value === null || value.trim() === '') return null;
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime())) errors[field] = 'Give a date such as 2027-01-31.';
  return date;
}

/** The terms of a code staff set on creating and editing it; problems go into `errors` by field. */
export function checkCodeTerms(
  input: Omit<CreateCorporateCodeInput, 'code'>,
  errors: Record<string, string>,
) {
  const company = input.company.trim();
  if (company.length < 2 || company.length > 200) errors.company = 'Give the company’s name.';
  const validFrom = dateOf(input.validFrom, 'validFrom', errors);
  const validTo = dateOf(input.validTo, 'validTo', errors);
  if (validFrom && validTo && !errors.validFrom && !errors.validTo && validTo <= validFrom) {
    errors.validTo = 'The end comes after the start.';
  }
  if (input.maxUses !== null && (!Number.isSafeInteger(input.maxUses) || input.maxUses < 1)) {
    errors.maxUses = 'A whole number of orders, at least 1, or empty for no limit.';
  }
  const productIds = [...new Set(input.productIds.map(Number))];
  if (productIds.length === 0 || productIds.length > MAX_PRODUCTS) {
    errors.productIds = 'Choose at least one font or family.';
  }
  if (productIds.some((id) => !Number.isSafeInteger(id) || id < 1)) errors.productIds = 'Not product ids.';
  return { company, validFrom, validTo, productIds };
}

/**
 * Creates a code a company's staff use to buy its corporate fonts (docs/back-office.md, "Corporate
 * codes"): stored upper-case, unique, for FONT or FAMILY products only.
 */
export async function createCorporateCode(
  input: CreateCorporateCodeInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const errors: Record<string, string> = {};
  const code = normalizeCorporateCode(input.code);
  if (!CODE_PATTERN.test(code)) errors.code = 'Use 4 to 64 letters, digits or hyphens.';
  const { company, validFrom, validTo, productIds } = checkCodeTerms(input, errors);
  if (Object.keys(errors).length > 0) throw new InputError(errors);

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const codes = createAdminCorporateCodeRepository(tx);
    if (await codes.codeExists(code)) throw new InputError({ code: 'This code exists already.' });
    const unlockable = await codes.unlockableProductIds(productIds);
    if (unlockable.length !== productIds.length) {
      throw new InputError({ productIds: 'A code unlocks single styles and families only.' });
    }
    const created = await codes.insert(
      { code, company, validFrom, validTo, maxUses: input.maxUses },
      productIds,
    );
    return {
      result: created,
      audit: {
        action: 'corporate-code.create',
        entityType: 'corporate-code',
        entityId: String(created.id),
        before: null,
        after: {
          code,
          company,
          validFrom: validFrom?.toISOString() ?? null,
          validTo: validTo?.toISOString() ?? null,
          maxUses: input.maxUses,
          productIds,
        },
      },
    };
  });
}
