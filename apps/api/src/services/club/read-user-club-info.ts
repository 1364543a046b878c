import { randomBytes } from 'node:crypto';
import { clubPointsText, referralCodeFrom } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { ClubDeps } from './club-deps.ts';

/** The club page's summary of the signed-in user (GraphQL UserClubInfo). */
export interface UserClubInfo {
  club: boolean;
  clubPoints: number;
  clubPointsText: string;
  /** When the soonest of the points lapse, and how many. */
  clubPointsExpiration: Date | null;
  clubPointsExpiring: number;
  mailing: boolean;
  fontsInUseProjectsCount: number;
  referralsCount: number;
  referralCode: string | null;
  developmentFontsCount: number;
  availableVouchersCount: number;
  upcomingWebinarsCount: number;
  activeCrowdfunding: boolean;
}

/** A fresh code collides with another member's about never; a few tries make it certain enough. */
const REFERRAL_CODE_TRIES = 5;

/**
 * readUserClubInfo: code 1 without a session. A member gets their referral code on the first read.
 * An account not in the club gets the same answer with club false and no referral code (points it
 * earned as a member still show, they just cannot be spent until it joins again).
 */
export async function readUserClubInfo(
  viewer: SessionUser | null,
  deps: ClubDeps,
  now = new Date(),
): Promise<UserClubInfo> {
  const user = requireAccount(viewer);
  let flags = await deps.club.memberFlags(user.id);
  if (!flags) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  for (let attempt = 0; flags.club && !flags.referralCode && attempt < REFERRAL_CODE_TRIES; attempt += 1) {
    await deps.club.issueReferralCode(user.id, referralCodeFrom(randomBytes(8)));
    flags = (await deps.club.memberFlags(user.id)) ?? flags;
  }
  const [balance, counts] = await Promise.all([
    deps.clubPoints.balance(user.id, now),
    deps.club.counts(user.id, now),
  ]);
  return {
    club: flags.club,
    clubPoints: balance.points,
    clubPointsText: clubPointsText(balance.points),
    clubPointsExpiration: balance.nextExpiry?.date ?? null,
    clubPointsExpiring: balance.nextExpiry?.points ?? 0,
    mailing: flags.mailing,
    fontsInUseProjectsCount: counts.fontsInUseProjects,
    referralsCount: counts.referrals,
    referralCode: flags.club ? flags.referralCode : null,
    developmentFontsCount: counts.developmentFonts,
    availableVouchersCount: counts.availableVouchers,
    upcomingWebinarsCount: counts.upcomingWebinars,
    activeCrowdfunding: counts.runningCrowdfunding > 0,
  };
}
