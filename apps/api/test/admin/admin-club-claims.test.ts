import { auditLog, clubRewardClaims } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, waitForMail } from '../account-helpers.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertClubReward, insertRewardClaim } from './club-fixtures.ts';

const CLAIMS = /* GraphQL */ `
  query ($status: String) {
    rewardClaims(status: $status) {
      total
      nodes { id status points rewardTitle customerEmail address { name lines city zip countryCode }
        shipment { trackingNumber carrier trackUrl } }
    }
  }
`;
const SHIP = /* GraphQL */ `
  mutation ($id: ID!, $tracking: String!, $carrier: String, $url: String) {
    markRewardClaimShipped(claimId: $id, trackingNumber: $tracking, carrier: $carrier, trackUrl: $url) {
      id status shipment { trackingNumber carrier trackUrl shippedAt }
    }
  }
`;
const DASHBOARD = 'query { dashboard { rewardClaimsToShip } }';

type Claim = {
  id: string;
  status: string;
  rewardTitle: string;
  customerEmail: string;
  shipment: { trackingNumber: string } | null;
};

describe('back office: club reward claims', () => {
  let app: TestApp;
  let support: string;
  let editor: string;
  beforeAll(async () => {
    app = await createAccountTestApp();
    support = await signInAs(app, 'support');
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app.close());

  const list = async (status: string | null) => {
    const response = await adminSend<{ rewardClaims: { total: number; nodes: Claim[] } }>(
      app,
      CLAIMS,
      { status },
      support,
    );
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.rewardClaims as { total: number; nodes: Claim[] };
  };
  const auditRowsOf = (id: number) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'club-reward-claim'), eq(auditLog.entityId, String(id))));

  it('lists a waiting claim with its address; shipping it mails the member and moves it to shipped', async () => {
    const dashboardBefore = await adminSend<{ dashboard: { rewardClaimsToShip: number } }>(
      app,
      DASHBOARD,
      {},
      support,
    );
    const claim = await insertRewardClaim(app.database.db);
    const waiting = await list('WAITING');
    const listed = waiting.nodes.find((node) => node.id === String(claim.id));
    expect(listed).toMatchObject({
      status: 'WAITING',
      customerEmail: claim.member.email,
      address: { name: 'Ada Member', lines: ['Letná 12'], city: 'Praha', zip: '170 00', countryCode: 'CZ' },
      shipment: null,
    });
    const dashboard = await adminSend<{ dashboard: { rewardClaimsToShip: number } }>(
      app,
      DASHBOARD,
      {},
      support,
    );
    expect(dashboard.body.data?.dashboard.rewardClaimsToShip).toBe(
      (dashboardBefore.body.data?.dashboard.rewardClaimsToShip ?? 0) + 1,
    );

    const shipped = await adminSend<{ markRewardClaimShipped: Claim }>(
      app,
      SHIP,
      {
        id: String(claim.id),
        tracking: ' RR123456789CZ ',
        carrier: 'Česká pošta',
        url: 'https://track.example/RR1',
      },
      support,
    );
    expect(shipped.body.errors).toBeUndefined();
    expect(shipped.body.data?.markRewardClaimShipped).toMatchObject({
      status: 'SHIPPED',
      shipment: {
        trackingNumber: 'RR123456789CZ',
        carrier: 'Česká pošta',
        trackUrl: 'https://track.example/RR1',
      },
    });
    const [row] = await app.database.db
      .select()
      .from(clubRewardClaims)
      .where(eq(clubRewardClaims.id, claim.id));
    expect(row?.status).toBe('SHIPPED');

    const mail = await waitForMail(app, claim.member.email);
    expect(mail?.subject).toBe(`Your club reward “${listed?.rewardTitle}” has shipped`);
    expect(mail?.text).toContain('Tracking number: RR123456789CZ (Česká pošta)');
    expect(mail?.text).toContain('https://track.example/RR1');

    const audit = await auditRowsOf(claim.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'club-claim.ship',
      before: { status: 'PENDING' },
      after: { status: 'SHIPPED', trackingNumber: 'RR123456789CZ' },
    });

    expect((await list('WAITING')).nodes.map((node) => node.id)).not.toContain(String(claim.id));
    expect((await list('SHIPPED')).nodes.map((node) => node.id)).toContain(String(claim.id));
    expect((await list(null)).nodes.map((node) => node.id)).toContain(String(claim.id));
  });

  it('ships a claim once: a second time is a conflict and leaves no audit row', async () => {
    const claim = await insertRewardClaim(app.database.db);
    const first = await adminSend(app, SHIP, { id: String(claim.id), tracking: 'RR000000001CZ' }, support);
    expect(first.body.errors).toBeUndefined();
    const second = await adminSend(app, SHIP, { id: String(claim.id), tracking: 'RR000000002CZ' }, support);
    expect(adminCodeOf(second)).toBe(STAFF_ERROR.CONFLICT);
    expect(await auditRowsOf(claim.id)).toHaveLength(1);
  });

  it('refuses a malformed tracking number or page, an unknown claim, a voucher, and an editor', async () => {
    const claim = await insertRewardClaim(app.database.db);
    const bad = await adminSend(app, SHIP, { id: String(claim.id), tracking: '#!' }, support);
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fields).toHaveProperty('trackingNumber');
    const badUrl = await adminSend(
      app,
      SHIP,
      { id: String(claim.id), tracking: 'RR1234CZ', url: 'http://x.example' },
      support,
    );
    expect(badUrl.body.errors?.[0]?.extensions?.fields).toHaveProperty('trackUrl');
    const unknown = await adminSend(app, SHIP, { id: '99999999', tracking: 'RR1234CZ' }, support);
    expect(adminCodeOf(unknown)).toBe(STAFF_ERROR.NOT_FOUND);

    const voucher = await insertClubReward(app.database.db, { kind: 'voucher', voucherAmount: 1000 });
    const voucherClaim = await insertRewardClaim(app.database.db, voucher);
    const refused = await adminSend(
      app,
      SHIP,
      { id: String(voucherClaim.id), tracking: 'RR1234CZ' },
      support,
    );
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.CONFLICT);
    expect((await list(null)).nodes.map((node) => node.id)).not.toContain(String(voucherClaim.id));

    const editorTry = await adminSend(app, SHIP, { id: String(claim.id), tracking: 'RR1234CZ' }, editor);
    expect(adminCodeOf(editorTry)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(await auditRowsOf(claim.id)).toHaveLength(0);
    const badFilter = await adminSend(app, CLAIMS, { status: 'LOST' }, support);
    expect(adminCodeOf(badFilter)).toBe('BAD_USER_INPUT');
  });
});
