import type { ClubRepository } from '../../repositories/club-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { type ClubVoucherNode, issuedVoucherNodeOf } from './club-reward-node.ts';

/** readClubVouchers: the vouchers the signed-in user claimed, newest first, each with its code. Code 1 without a session. */
export async function readClubVouchers(
  viewer: SessionUser | null,
  club: Pick<ClubRepository, 'issuedVouchers'>,
): Promise<ClubVoucherNode[]> {
  const user = requireAccount(viewer);
  return (await club.issuedVouchers(user.id)).map(issuedVoucherNodeOf);
}
