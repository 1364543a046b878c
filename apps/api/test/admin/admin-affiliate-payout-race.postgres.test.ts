import { affiliateCommissions, affiliatePayouts, auditLog } from '@foundry/db';
import { and, eq, inArray } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertAffiliateWithCommissions } from './club-fixtures.ts';

const PAY = `mutation ($id: ID!, $ids: [ID!]!) {
  recordAffiliatePayout(userId: $id, commissionIds: $ids) { id amount { amount } }
}`;

describe('affiliate payouts racing on PostgreSQL', () => {
  let app: TestApp;
  let owners: string[];
  beforeAll(async () => {
    app = await createTestApp();
    owners = [await signInAs(app, 'owner'), await signInAs(app, 'owner'), await signInAs(app, 'owner')];
  });
  afterAll(() => app.close());

  const payoutsOf = (userId: number) =>
    app.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.userId, userId));

  it('three owners paying the same commissions at once pay them once', async () => {
    expect(app.database.kind).toBe('postgres');
    const affiliate = await insertAffiliateWithCommissions(app.database.db, [1500, 700, 300]);
    const ids = affiliate.commissionIds.map(String);
    const answers = await Promise.all(
      owners.map((cookie) =>
        adminSend<{ recordAffiliatePayout: { id: string } }>(
          app,
          PAY,
          { id: String(affiliate.userId), ids },
          cookie,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.body.data?.recordAffiliatePayout)).toHaveLength(1);
    expect(answers.filter((answer) => adminCodeOf(answer) === STAFF_ERROR.CONFLICT)).toHaveLength(2);
    const payouts = await payoutsOf(affiliate.userId);
    expect(payouts.map((payout) => payout.amount)).toEqual([2500]);
    const rows = await app.database.db
      .select({ payoutId: affiliateCommissions.payoutId })
      .from(affiliateCommissions)
      .where(inArray(affiliateCommissions.id, affiliate.commissionIds));
    expect(rows.every((row) => row.payoutId === payouts[0]?.id)).toBe(true);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'affiliate'), eq(auditLog.entityId, String(affiliate.userId))));
    expect(audit).toHaveLength(1);
  });

  it('overlapping choices at once never pay a commission twice', async () => {
    const affiliate = await insertAffiliateWithCommissions(app.database.db, [100, 200, 400, 800]);
    const [a, b, c, d] = affiliate.commissionIds.map(String);
    const choices = [
      [a, b],
      [b, c],
      [c, d],
      [d, a],
    ];
    await Promise.all(
      choices.map((ids, index) =>
        adminSend(app, PAY, { id: String(affiliate.userId), ids }, owners[index % owners.length]),
      ),
    );
    const payouts = await payoutsOf(affiliate.userId);
    const rows = await app.database.db
      .select({ amount: affiliateCommissions.amount, payoutId: affiliateCommissions.payoutId })
      .from(affiliateCommissions)
      .where(inArray(affiliateCommissions.id, affiliate.commissionIds));
    // Each payout is exactly the sum of the commissions pointing at it: none counted in two payouts.
    for (const payout of payouts) {
      const settled = rows.filter((row) => row.payoutId === payout.id);
      expect(settled.reduce((sum, row) => sum + row.amount, 0)).toBe(payout.amount);
    }
    expect(payouts.reduce((sum, payout) => sum + payout.amount, 0)).toBeLessThanOrEqual(1500);
    expect(payouts.length).toBeGreaterThanOrEqual(1);
  });
});
