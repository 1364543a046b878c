import { AppError, ERROR_CODE } from '@foundry/errors';
import type { ClubRepository } from '../../repositories/club-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';

export const NOT_A_MEMBER_MESSAGE = 'Join the club in your account settings to claim rewards and buy points.';

/**
 * The signed-in club member: code 1 without a session; 103 with NOT_A_MEMBER_MESSAGE for an account
 * whose club flag is off (they may read their club page, but not claim or buy points).
 */
export async function requireClubMember(
  viewer: SessionUser | null,
  club: Pick<ClubRepository, 'memberFlags'>,
): Promise<SessionUser> {
  const user = requireAccount(viewer);
  const flags = await club.memberFlags(user.id);
  if (!flags) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  if (!flags.club) throw new AppError(ERROR_CODE.USER_INVALID, { message: NOT_A_MEMBER_MESSAGE });
  return user;
}
