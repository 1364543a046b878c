import {
  invoiceLimitProblem,
  MAX_AFFILIATE_INVOICE_LIMIT,
  MIN_AFFILIATE_INVOICE_LIMIT,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { AffiliateRepository } from '../../repositories/affiliate-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAffiliate } from './affiliate-account.ts';
import { type AffiliateProgrammeView, readAffiliateProgramme } from './read-affiliate-programme.ts';

const euros = (minor: number) => minor / 100;

/**
 * Sets the signed-in affiliate's invoice limit (minor units, whole euros between the allowed bounds)
 * and returns the programme as it now is. Code 103 with fields.limit for a limit out of range.
 */
export async function updateAffiliateProgrammeInvoiceLimit(
  input: { limit: number },
  deps: { affiliates: AffiliateRepository; viewer: SessionUser | null; publicUrl: string },
): Promise<AffiliateProgrammeView> {
  const { userId } = await requireAffiliate(deps.viewer, deps.affiliates);
  const problem = invoiceLimitProblem(input.limit);
  if (problem) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      message: 'The invoice limit is not allowed.',
      fields: {
        limit: `Choose whole euros from ${euros(MIN_AFFILIATE_INVOICE_LIMIT)} to ${euros(MAX_AFFILIATE_INVOICE_LIMIT)}.`,
      },
    });
  }
  await deps.affiliates.setInvoiceLimit(userId, input.limit);
  return readAffiliateProgramme(deps);
}
