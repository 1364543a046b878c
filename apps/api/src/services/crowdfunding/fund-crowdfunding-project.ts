import { crowdfundingPledgeRefusal } from '@foundry/domain/club/crowdfunding-pledge';
import { crowdfundingStatusAfterPledge } from '@foundry/domain/club/crowdfunding-status';
import { AppError, ERROR_CODE, InputError } from '@foundry/errors';
import type { CrowdfundingProjectRow } from '../../repositories/crowdfunding-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { parseId } from '../ids/parse-ids.ts';
import { isClubMember } from '../webinars/is-club-member.ts';
import { type CrowdfundingProjectNode, crowdfundingProjectNodes } from './crowdfunding-project-node.ts';

export const NOT_A_MEMBER_FUNDING_MESSAGE = 'Join the club in your account settings to fund projects.';

type Pledge = { points: number; projectID: string | number; rewardID?: string | number | null };

/** Throws the catalogue error for a refused pledge (401, or 403 with the reward's minimum on `points`). */
function refuse(
  project: CrowdfundingProjectRow,
  pledge: { points: number; reward: { points: number } | null },
  now: Date,
): void {
  const refusal = crowdfundingPledgeRefusal(project, pledge, now);
  if (!refusal) return;
  if (refusal.code === ERROR_CODE.PROJECT_CANNOT_BE_FUNDED)
    throw new AppError(ERROR_CODE.PROJECT_CANNOT_BE_FUNDED);
  const fields =
    refusal.rewardMinimum === null
      ? undefined
      : { points: `This reward needs a pledge of at least ${refusal.rewardMinimum} points.` };
  throw new AppError(ERROR_CODE.POINTS_MUST_BE_POSITIVE, fields ? { fields } : {});
}

/**
 * crowdfundingProjectFund: a club member pledges points to a Running project, optionally for one of
 * its rewards. The points are spent through the ledger (404 when the balance is short) and the pledge
 * stored in the same transaction, with the project locked so that the pledge reaching the goal marks
 * it Funded and later ones are refused (401). Codes: 1 without a session; 103 outside the club.
 */
export async function fundCrowdfundingProject(
  args: Pledge,
  viewer: SessionUser | null,
  repositories: Repositories,
  now = new Date(),
): Promise<CrowdfundingProjectNode> {
  const user = requireAccount(viewer);
  if (!(await isClubMember(user, repositories.users))) {
    throw new AppError(ERROR_CODE.USER_INVALID, { message: NOT_A_MEMBER_FUNDING_MESSAGE });
  }
  const projectId = parseId(args.projectID);
  const project = projectId === null ? null : await repositories.crowdfunding.findPublished(projectId);
  if (!project) throw new AppError(ERROR_CODE.PROJECT_CANNOT_BE_FUNDED);

  let reward: { id: number; points: number } | null = null;
  if (args.rewardID !== null && args.rewardID !== undefined) {
    const rewardId = parseId(args.rewardID);
    const rewards = rewardId === null ? [] : await repositories.crowdfunding.rewardsOf([project.id]);
    reward = rewards.find((candidate) => candidate.id === rewardId) ?? null;
    if (!reward) {
      throw new InputError({ rewardID: 'Not a reward of this project.' });
    }
  }
  // Checked before the points are touched, and again on the locked row below.
  refuse(project, { points: args.points, reward }, now);

  await repositories.clubPoints.spend(
    {
      userId: user.id,
      points: args.points,
      kind: 'crowdfunding',
      description: `Pledge to the crowdfunding project “${project.title}”`,
    },
    async (tx) => {
      const locked = await repositories.crowdfunding.lockProject(tx, project.id);
      if (!locked) throw new AppError(ERROR_CODE.PROJECT_CANNOT_BE_FUNDED);
      refuse(locked, { points: args.points, reward }, now);
      const total = await repositories.crowdfunding.insertPledge(tx, {
        projectId: project.id,
        userId: user.id,
        rewardId: reward?.id ?? null,
        points: args.points,
        createdAt: now,
      });
      if (crowdfundingStatusAfterPledge(locked.status, total, locked.goalPoints) === 'Funded') {
        await repositories.crowdfunding.markFunded(tx, project.id, now.toISOString().slice(0, 10));
      }
    },
    now,
  );

  const updated = await repositories.crowdfunding.findPublished(project.id);
  if (!updated) throw new AppError(ERROR_CODE.PROJECT_CANNOT_BE_FUNDED);
  const [node] = await crowdfundingProjectNodes([updated], repositories.crowdfunding, now);
  if (!node) throw new Error('crowdfunding project vanished');
  return node;
}
