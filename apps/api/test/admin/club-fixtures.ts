import { randomBytes } from 'node:crypto';
import {
  addresses,
  affiliateCommissions,
  affiliatePrograms,
  clubRewardClaims,
  clubRewards,
  crowdfundingProjects,
  crowdfundingRewards,
  type Db,
  orders,
  webinars,
} from '@foundry/db';
import { insertCustomer } from './customer-fixtures.ts';

const suffix = () => randomBytes(4).toString('hex');

/** A shipped reward (not a voucher), published, with stock. */
export async function insertClubReward(db: Db, values: Partial<typeof clubRewards.$inferInsert> = {}) {
  const [row] = await db
    .insert(clubRewards)
    .values({ kind: 'reward', title: `Walk poster ${suffix()}`, points: 150, stock: 10, ...values })
    .returning();
  if (!row) throw new Error('no reward');
  return row;
}

/** A club member who claimed a shipped reward to their address, waiting to be sent. */
export async function insertRewardClaim(db: Db, reward?: { id: number; points: number }) {
  const member = await insertCustomer(db, { name: 'Ada Member' });
  const claimed = reward ?? (await insertClubReward(db));
  const [address] = await db
    .insert(addresses)
    .values({
      userId: member.id,
      name: 'Ada Member',
      addressLine1: 'Letná 12',
      city: 'Praha',
      zip: '170 00',
      countryCode: 'CZ',
    })
    .returning({ id: addresses.id });
  const [claim] = await db
    .insert(clubRewardClaims)
    .values({
      userId: member.id,
      rewardId: claimed.id,
      shippingAddressId: address?.id ?? null,
      points: claimed.points,
      status: 'PENDING',
    })
    .returning({ id: clubRewardClaims.id });
  if (!claim) throw new Error('no claim');
  return { id: claim.id, member, rewardId: claimed.id };
}

/** A published webinar starting in `days` days. */
export async function insertWebinar(db: Db, days = 10) {
  const [row] = await db
    .insert(webinars)
    .values({
      title: `Walk webinar ${suffix()}`,
      startsAt: new Date(Date.now() + days * 86_400_000),
      durationMinutes: 60,
      link: 'https://meet.example.com/walk',
    })
    .returning({ id: webinars.id });
  if (!row) throw new Error('no webinar');
  return row;
}

/** A published, Running project with one reward of 100 points. */
export async function insertCrowdfundingProject(db: Db, goalPoints = 5000) {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(crowdfundingProjects)
    .values({ url: `walk-project-${suffix()}`, title: 'Walk Display', goalPoints, deadline })
    .returning({ id: crowdfundingProjects.id });
  if (!row) throw new Error('no project');
  const [reward] = await db
    .insert(crowdfundingRewards)
    .values({ projectId: row.id, title: 'A postcard', points: 100 })
    .returning({ id: crowdfundingRewards.id });
  return { id: row.id, rewardId: reward?.id ?? 0 };
}

/**
 * An affiliate (a customer with a programme) and `amounts.length` unpaid commissions, one per paid
 * order, as the payment flow stores them.
 */
export async function insertAffiliateWithCommissions(db: Db, amounts: readonly number[] = [1200, 800]) {
  const affiliate = await insertCustomer(db, { name: 'Affi Liate' });
  const [program] = await db
    .insert(affiliatePrograms)
    .values({
      userId: affiliate.id,
      domain: 'typeblog.example',
      code: `AFF-${suffix()}`,
      securityToken: randomBytes(16).toString('hex'),
    })
    .returning({ id: affiliatePrograms.id, code: affiliatePrograms.code });
  if (!program) throw new Error('no programme');
  const commissionIds: number[] = [];
  for (const amount of amounts) {
    const [order] = await db
      .insert(orders)
      .values({
        hash: randomBytes(16).toString('hex'),
        type: 'FONT',
        status: 'PAID',
        email: `buyer-${suffix()}@example.com`,
        currency: 'EUR',
        subTotalAmount: amount * 10,
        totalAmount: amount * 10,
        affiliateId: program.code,
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    const [commission] = await db
      .insert(affiliateCommissions)
      .values({ programId: program.id, orderId: order.id, amount })
      .returning({ id: affiliateCommissions.id });
    if (commission) commissionIds.push(commission.id);
  }
  return { userId: affiliate.id, email: affiliate.email, programCode: program.code, commissionIds };
}
