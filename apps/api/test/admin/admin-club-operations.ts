import type { Db } from '@foundry/db';
import {
  insertAffiliateWithCommissions,
  insertClubReward,
  insertCrowdfundingProject,
  insertRewardClaim,
  insertWebinar,
} from './club-fixtures.ts';

/** The club and affiliate records one walk step works on, fresh for each call. */
export interface ClubWalkTargets {
  rewardClaimId: number;
  clubRewardId: number;
  webinarId: number;
  projectId: number;
  affiliateUserId: number;
  commissionIds: number[];
}

export async function clubWalkTargets(db: Db): Promise<ClubWalkTargets> {
  const claim = await insertRewardClaim(db);
  const reward = await insertClubReward(db);
  const webinar = await insertWebinar(db);
  const project = await insertCrowdfundingProject(db);
  const affiliate = await insertAffiliateWithCommissions(db, [500]);
  return {
    rewardClaimId: claim.id,
    clubRewardId: reward.id,
    webinarId: webinar.id,
    projectId: project.id,
    affiliateUserId: affiliate.userId,
    commissionIds: affiliate.commissionIds,
  };
}

type Operation = {
  document: string;
  variables?: (t: ClubWalkTargets) => Record<string, unknown>;
  writes?: boolean;
};

/** The walk's documents of the club and affiliate fields (docs/back-office.md, "Club and affiliates"). */
export const CLUB_OPERATIONS: Record<string, Operation> = {
  rewardClaims: {
    document: 'query { rewardClaims(status: "WAITING") { total nodes { id status rewardTitle } } }',
  },
  markRewardClaimShipped: {
    document:
      'mutation ($id: ID!) { markRewardClaimShipped(claimId: $id, trackingNumber: "RR987654321CZ") { status } }',
    variables: (t) => ({ id: String(t.rewardClaimId) }),
    writes: true,
  },
  adminClubRewards: { document: 'query { adminClubRewards { id title active claimsCount } }' },
  saveClubReward: {
    document:
      'mutation ($id: ID, $input: ClubRewardInput!) { saveClubReward(id: $id, input: $input) { id points } }',
    variables: (t) => ({
      id: String(t.clubRewardId),
      input: { kind: 'reward', title: 'Walked poster', points: 175, stock: 3, active: true },
    }),
    writes: true,
  },
  adminWebinars: { document: 'query { adminWebinars { id title state } }' },
  saveWebinar: {
    document:
      'mutation ($id: ID, $input: WebinarInput!) { saveWebinar(id: $id, input: $input) { id state } }',
    variables: (t) => ({
      id: String(t.webinarId),
      input: {
        title: 'Walked webinar',
        startsAt: '2030-01-02T17:00:00Z',
        durationMinutes: 45,
        published: true,
      },
    }),
    writes: true,
  },
  cancelWebinar: {
    document: 'mutation ($id: ID!) { cancelWebinar(id: $id) { state } }',
    variables: (t) => ({ id: String(t.webinarId) }),
    writes: true,
  },
  adminCrowdfundingProjects: { document: 'query { adminCrowdfundingProjects { id status fundedPoints } }' },
  adminCrowdfundingProject: {
    document: 'query ($id: ID!) { adminCrowdfundingProject(id: $id) { id rewards { id } fundings { id } } }',
    variables: (t) => ({ id: String(t.projectId) }),
  },
  saveCrowdfundingProject: {
    document:
      'mutation ($id: ID, $input: CrowdfundingProjectInput!) { saveCrowdfundingProject(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.projectId),
      input: {
        url: `walked-project-${t.projectId}`,
        title: 'Walked Display',
        goalPoints: 6000,
        deadline: '2030-06-30',
        published: true,
        rewards: [{ title: 'A poster', points: 300 }],
      },
    }),
    writes: true,
  },
  postCrowdfundingUpdate: {
    document:
      'mutation ($id: ID!) { postCrowdfundingUpdate(projectId: $id, title: "Walked news", body: "Walked.") { id } }',
    variables: (t) => ({ id: String(t.projectId) }),
    writes: true,
  },
  affiliateBalances: { document: 'query { affiliateBalances { userId unpaid { amount } unpaidCount } }' },
  affiliate: {
    document: 'query ($id: ID!) { affiliate(userId: $id) { email unpaidCommissions { id } payouts { id } } }',
    variables: (t) => ({ id: String(t.affiliateUserId) }),
  },
  recordAffiliatePayout: {
    document:
      'mutation ($id: ID!, $ids: [ID!]!) { recordAffiliatePayout(userId: $id, commissionIds: $ids) { amount { amount } } }',
    variables: (t) => ({ id: String(t.affiliateUserId), ids: t.commissionIds.map(String) }),
    writes: true,
  },
};
