import { isAffiliateCode } from '@foundry/domain';
import { type AffiliateRepository, isoDay } from '../../repositories/affiliate-repository.ts';
import { securityTokenMatches } from './security-token-matches.ts';

/** Compared against when the code is unknown, so an unknown code costs the same as a wrong token. */
const NO_TOKEN = 'no-programme-has-this-token';

/**
 * Counts one visit today (UTC) for the programme with code `id` when `securityToken` is its own and
 * the programme is not BLOCKED. Anything else is quietly ignored: the answer is always true, so the
 * call tells a caller nothing about which codes exist or whether a token was right.
 */
export async function countAffiliateVisit(
  input: { id: string; securityToken: string },
  deps: { affiliates: AffiliateRepository; now?: Date },
): Promise<true> {
  const program = isAffiliateCode(input.id) ? await deps.affiliates.programByCode(input.id) : null;
  const matches = securityTokenMatches(input.securityToken, program?.securityToken ?? NO_TOKEN);
  if (program && matches && program.status !== 'BLOCKED') {
    await deps.affiliates.countVisit(program.id, isoDay(deps.now ?? new Date()));
  }
  return true;
}
