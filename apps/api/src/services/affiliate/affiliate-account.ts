import { effectiveInvoiceLimit } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { AffiliateRepository } from '../../repositories/affiliate-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';

export interface AffiliateAccount {
  userId: number;
  invoiceLimit: number;
}

/**
 * The signed-in affiliate every programme field starts from: code 1 without a session, code 103
 * ('user invalid', with fields.affiliate) for an account without the showAffiliateProgramme flag.
 * Each field reads the session's own programmes only: there is no id of another user to name.
 */
export async function requireAffiliate(
  viewer: SessionUser | null,
  affiliates: AffiliateRepository,
): Promise<AffiliateAccount> {
  const { id } = requireAccount(viewer);
  const account = await affiliates.account(id);
  if (!account?.showAffiliateProgramme) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      message: 'The affiliate programme is not open to this account.',
      fields: { affiliate: 'not_enabled' },
    });
  }
  return { userId: id, invoiceLimit: effectiveInvoiceLimit(account.invoiceLimit) };
}
