import { affiliateCommissions, affiliatePayouts, auditLog } from '@foundry/db';
import { and, eq, inArray } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertAffiliateWithCommissions } from './club-fixtures.ts';

const BALANCES =
  'query { affiliateBalances { userId unpaid { amount currency } unpaidCount paid { amount } } }';
const AFFILIATE = `query ($id: ID!) { affiliate(userId: $id) { email
  unpaidCommissions { id amount { amount } programCode } payouts { amount { amount } reference commissionsCount } } }`;
const PAY = `mutation ($id: ID!, $ids: [ID!]!, $ref: String) {
  recordAffiliatePayout(userId: $id, commissionIds: $ids, reference: $ref) { id amount { amount currency } reference commissionsCount }
}`;

type Balance = { userId: string; unpaid: { amount: number }; unpaidCount: number; paid: { amount: number } };

describe('back office: affiliate payouts', () => {
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signInAs(app, 'owner');
  });
  afterAll(() => app.close());

  const balanceOf = async (userId: number) => {
    const response = await adminSend<{ affiliateBalances: Balance[] }>(app, BALANCES, {}, owner);
    return response.body.data?.affiliateBalances.find((row) => row.userId === String(userId));
  };

  it('pays the chosen commissions: the payout is their sum, they become paid, the rest stays owed', async () => {
    const affiliate = await insertAffiliateWithCommissions(app.database.db, [1200, 800, 350]);
    expect(await balanceOf(affiliate.userId)).toMatchObject({
      unpaid: { amount: 2350 },
      unpaidCount: 3,
      paid: { amount: 0 },
    });
    const [first, second, third] = affiliate.commissionIds.map(String);
    const paid = await adminSend<{ recordAffiliatePayout: { id: string; amount: { amount: number } } }>(
      app,
      PAY,
      { id: String(affiliate.userId), ids: [first, second], ref: 'SEPA 2026-11-27' },
      owner,
    );
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data?.recordAffiliatePayout).toMatchObject({
      amount: { amount: 2000, currency: 'EUR' },
      reference: 'SEPA 2026-11-27',
      commissionsCount: 2,
    });
    const payoutId = Number(paid.body.data?.recordAffiliatePayout.id);
    const rows = await app.database.db
      .select({ id: affiliateCommissions.id, payoutId: affiliateCommissions.payoutId })
      .from(affiliateCommissions)
      .where(inArray(affiliateCommissions.id, affiliate.commissionIds));
    expect(
      rows
        .filter((row) => row.payoutId === payoutId)
        .map((row) => String(row.id))
        .sort(),
    ).toEqual([first, second].sort());
    expect(rows.find((row) => String(row.id) === third)?.payoutId).toBeNull();
    expect(await balanceOf(affiliate.userId)).toMatchObject({
      unpaid: { amount: 350 },
      unpaidCount: 1,
      paid: { amount: 2000 },
    });

    const detail = await adminSend<{
      affiliate: { unpaidCommissions: { id: string }[]; payouts: unknown[] };
    }>(app, AFFILIATE, { id: String(affiliate.userId) }, owner);
    expect(detail.body.data?.affiliate.unpaidCommissions.map((c) => c.id)).toEqual([third]);
    expect(detail.body.data?.affiliate.payouts).toEqual([
      { amount: { amount: 2000 }, reference: 'SEPA 2026-11-27', commissionsCount: 2 },
    ]);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'affiliate'), eq(auditLog.entityId, String(affiliate.userId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'affiliate.payout', after: { amount: 2000, payoutId } });

    const again = await adminSend(app, PAY, { id: String(affiliate.userId), ids: [first, third] }, owner);
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.CONFLICT);
    const [third_] = await app.database.db
      .select({ payoutId: affiliateCommissions.payoutId })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.id, Number(third)));
    expect(third_?.payoutId).toBeNull();
  });

  it('refuses another affiliate’s commission, an empty choice, and every role but the owner', async () => {
    const one = await insertAffiliateWithCommissions(app.database.db, [100]);
    const other = await insertAffiliateWithCommissions(app.database.db, [200]);
    const foreign = await adminSend(
      app,
      PAY,
      { id: String(one.userId), ids: other.commissionIds.map(String) },
      owner,
    );
    expect(adminCodeOf(foreign)).toBe(STAFF_ERROR.CONFLICT);
    const empty = await adminSend(app, PAY, { id: String(one.userId), ids: [] }, owner);
    expect(empty.body.errors?.[0]?.extensions?.fields).toHaveProperty('commissionIds');
    expect(adminCodeOf(await adminSend(app, PAY, { id: '99999999', ids: ['1'] }, owner))).toBe(
      STAFF_ERROR.NOT_FOUND,
    );
    for (const role of ['support', 'editor'] as const) {
      const cookie = await signInAs(app, role);
      const refused = await adminSend(
        app,
        PAY,
        { id: String(one.userId), ids: one.commissionIds.map(String) },
        cookie,
      );
      expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
      expect(adminCodeOf(await adminSend(app, BALANCES, {}, cookie))).toBe(STAFF_ERROR.FORBIDDEN);
    }
    const payouts = await app.database.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.userId, one.userId));
    expect(payouts).toHaveLength(0);
  });
});
