import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { createAdminCorporateCodeRepository } from '../../repositories/admin/admin-corporate-code-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { type CreateCorporateCodeInput, checkCodeTerms } from './create-corporate-code.ts';

const termsOf = (code: {
  company: string;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  products: { id: number }[];
}) => ({
  company: code.company,
  validFrom: code.validFrom?.toISOString() ?? null,
  validTo: code.validTo?.toISOString() ?? null,
  maxUses: code.maxUses,
  productIds: code.products.map((product) => product.id),
});

/**
 * Edits a code after it is created: company, dates, limit of orders and the products it unlocks, by
 * the rules of creating one. The code's letters stay (buyers have them); orders placed with it stay
 * as they are, and the uses they count stay counted.
 */
export async function updateCorporateCode(
  input: Omit<CreateCorporateCodeInput, 'code'> & { id: number },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'catalogue.write');
  const errors: Record<string, string> = {};
  const { company, validFrom, validTo, productIds } = checkCodeTerms(input, errors);
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const codes = createAdminCorporateCodeRepository(tx);
    const before = await codes.findForUpdate(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such corporate code.');
    const unlockable = await codes.unlockableProductIds(productIds);
    if (unlockable.length !== productIds.length) {
      throw new InputError({ productIds: 'A code unlocks single styles and families only.' });
    }
    const after = await codes.update(
      before.id,
      { company, validFrom, validTo, maxUses: input.maxUses },
      productIds,
    );
    return {
      result: after,
      audit: {
        action: 'corporate-code.update',
        entityType: 'corporate-code',
        entityId: String(before.id),
        before: termsOf(before),
        after: termsOf(after),
      },
    };
  });
}
