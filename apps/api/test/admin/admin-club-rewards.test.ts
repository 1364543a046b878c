import { auditLog, CHANGE_CHANNEL, decodeChangeNotice } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { insertRewardClaim } from './club-fixtures.ts';

const SAVE = /* GraphQL */ `
  mutation ($id: ID, $input: ClubRewardInput!) {
    saveClubReward(id: $id, input: $input) {
      id kind title points stock active sort claimsCount voucherValue { amount currency }
    }
  }
`;
const LIST = 'query { adminClubRewards { id title active stock } }';
const PUBLIC_REWARDS = /* GraphQL */ `{
  readClubRewards(pageSize: 100) {
    nodes { ... on ClubReward { id title points stock } ... on ClubVoucher { rewardID title points price { amount } } }
  }
}`;

type Reward = {
  id: string;
  kind: string;
  title: string;
  points: number;
  stock: number | null;
  active: boolean;
};
type PublicNode = { id?: string; rewardID?: string; title: string; points: number; stock?: number | null };

describe('back office: club rewards', () => {
  let app: TestApp;
  let editor: string;
  let support: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  const save = (id: string | null, input: Record<string, unknown>, cookie = editor) =>
    adminSend<{ saveClubReward: Reward }>(app, SAVE, { id, input }, cookie);
  const publicRewards = async () => {
    const response = await app.graphql<{ readClubRewards: { nodes: PublicNode[] } }>(
      PUBLIC_REWARDS,
      {},
      { origin: WEB_ORIGIN },
    );
    return response.body.data?.readClubRewards.nodes ?? [];
  };
  const auditOf = (id: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'club-reward'), eq(auditLog.entityId, id)));

  it('creates a reward the club page offers, edits its points and stock, and withdraws it', async () => {
    const created = await save(null, {
      kind: 'reward',
      title: '  Specimen of Vollkorn Display ',
      points: 250,
      stock: 12,
      active: true,
    });
    expect(created.body.errors).toBeUndefined();
    const reward = created.body.data?.saveClubReward as Reward;
    expect(reward).toMatchObject({
      kind: 'reward',
      title: 'Specimen of Vollkorn Display',
      stock: 12,
      active: true,
    });
    expect((await publicRewards()).find((node) => node.id === reward.id)).toMatchObject({
      points: 250,
      stock: 12,
    });

    const edited = await save(reward.id, {
      kind: 'reward',
      title: reward.title,
      points: 300,
      stock: null,
      active: true,
    });
    expect(edited.body.data?.saveClubReward).toMatchObject({ points: 300, stock: null });
    expect((await publicRewards()).find((node) => node.id === reward.id)).toMatchObject({
      points: 300,
      stock: null,
    });

    const withdrawn = await save(reward.id, {
      kind: 'reward',
      title: reward.title,
      points: 300,
      active: false,
    });
    expect(withdrawn.body.data?.saveClubReward.active).toBe(false);
    expect((await publicRewards()).some((node) => node.id === reward.id)).toBe(false);
    const list = await adminSend<{ adminClubRewards: Reward[] }>(app, LIST, {}, editor);
    expect(list.body.data?.adminClubRewards.find((row) => row.id === reward.id)?.active).toBe(false);
    await insertRewardClaim(app.database.db, { id: Number(reward.id), points: 300 });
    const counted = await adminSend<{ adminClubRewards: { id: string; claimsCount: number }[] }>(
      app,
      'query { adminClubRewards { id claimsCount } }',
      {},
      editor,
    );
    expect(counted.body.data?.adminClubRewards.find((row) => row.id === reward.id)?.claimsCount).toBe(1);

    const audit = await auditOf(reward.id);
    expect(audit.map((row) => row.action).sort()).toEqual([
      'club-reward.create',
      'club-reward.update',
      'club-reward.update',
    ]);
    expect(audit.find((row) => row.after?.status === 'UNPUBLISHED')?.before).toMatchObject({ points: 300 });
  });

  it('creates a voucher with its value, and keeps the kind of a reward once created', async () => {
    const voucher = await save(null, {
      kind: 'voucher',
      title: 'Voucher €15',
      points: 280,
      voucherAmount: 1500,
      active: true,
    });
    expect(voucher.body.data?.saveClubReward).toMatchObject({
      kind: 'voucher',
      voucherValue: { amount: 1500, currency: 'EUR' },
    });
    const id = voucher.body.data?.saveClubReward.id as string;
    expect((await publicRewards()).find((node) => node.rewardID === id)).toMatchObject({
      price: { amount: 1500 },
    });
    const changed = await save(id, { kind: 'reward', title: 'Voucher €15', points: 280, active: true });
    expect(changed.body.errors?.[0]?.extensions?.fields).toHaveProperty('kind');
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses wrong fields, an unknown reward and support; refusals leave no audit row', async () => {
    const bad = await save(null, { kind: 'gift', title: 'x', points: 0, stock: -1, active: true });
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'kind',
      'points',
      'stock',
      'title',
    ]);
    const noValue = await save(null, { kind: 'voucher', title: 'Voucher', points: 10, active: true });
    expect(noValue.body.errors?.[0]?.extensions?.fields).toHaveProperty('voucherAmount');
    const unknown = await save('99999999', { kind: 'reward', title: 'Ghost', points: 10, active: true });
    expect(adminCodeOf(unknown)).toBe(STAFF_ERROR.NOT_FOUND);
    const refused = await save(
      null,
      { kind: 'reward', title: 'By support', points: 10, active: true },
      support,
    );
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, LIST, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
  });

  it('tells the change feed when a reward is saved, so the cached club page is renewed', async () => {
    if (app.database.kind !== 'pglite') return;
    const heard: string[] = [];
    const stop = await app.database.client.listen(CHANGE_CHANNEL, (payload) => {
      const notice = decodeChangeNotice(payload);
      if (notice) heard.push(notice.topic);
    });
    const saved = await save(null, { kind: 'reward', title: 'Tote bag', points: 500, active: true });
    expect(saved.body.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(heard).toContain('club');
  });
});
