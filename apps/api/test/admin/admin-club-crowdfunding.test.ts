import { auditLog, clubTransactions } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, sender, signUp } from '../account-helpers.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const FIELDS = `id url title status goalPoints deadline published fundedPoints transactionsCount
  rewards { id title points } updates { title body date } fundings { points customerEmail rewardTitle }`;
const SAVE = `mutation ($id: ID, $input: CrowdfundingProjectInput!) { saveCrowdfundingProject(id: $id, input: $input) { ${FIELDS} } }`;
const POST =
  'mutation ($id: ID!) { postCrowdfundingUpdate(projectId: $id, title: "Italics drawn", body: "All twelve styles.") { id date } }';
const ONE = `query ($id: ID!) { adminCrowdfundingProject(id: $id) { ${FIELDS} } }`;
const MEMBER =
  '{ readCrowdfundingProjects { nodes { id title goal rewards { id title points } updates { title } } } }';
const FUND =
  'mutation ($p: ID!, $r: ID) { crowdfundingProjectFund(points: 600, projectID: $p, rewardID: $r) { fundedPoints } }';

type Project = {
  id: string;
  status: string;
  fundedPoints: number;
  rewards: { id: string; title: string; points: number }[];
  fundings: { points: number; customerEmail: string; rewardTitle: string | null }[];
  updates: { title: string; date: string }[];
};
const deadline = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const input = (rewards: unknown[], extra: Record<string, unknown> = {}) => ({
  url: 'gridnik-revival',
  title: 'Gridnik Revival',
  description: 'A revival of the typewriter face.',
  goalPoints: 3000,
  deadline,
  estimatedDelivery: 'Spring 2027',
  published: true,
  rewards,
  ...extra,
});

describe('back office: crowdfunding projects', () => {
  let app: TestApp;
  let editor: string;
  let member: { id: string; cookie: string };
  beforeAll(async () => {
    app = await createAccountTestApp();
    editor = await signInAs(app, 'editor');
    member = await signUp(app, 'backer@example.com');
    await sender(app)('mutation { updateUser(club: true) { id } }', undefined, member.cookie);
    await app.database.db.insert(clubTransactions).values({
      userId: Number(member.id),
      points: 2000,
      kind: 'adjustment',
      description: 'Test points',
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    });
  });
  afterAll(() => app.close());

  const save = (id: string | null, variables: Record<string, unknown>, cookie = editor) =>
    adminSend<{ saveCrowdfundingProject: Project }>(app, SAVE, { id, input: variables }, cookie);

  it('creates a project members can back, shows their pledges, guards the goal and pledged rewards, posts news', async () => {
    const created = await save(
      null,
      input([
        { title: 'Postcard', points: 100 },
        { title: 'Specimen book', points: 500, description: 'Signed' },
      ]),
    );
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data?.saveCrowdfundingProject as Project;
    expect(project).toMatchObject({
      status: 'Running',
      fundedPoints: 0,
      rewards: [{ title: 'Postcard' }, { title: 'Specimen book' }],
    });
    const seen = await sender(app)<{ readCrowdfundingProjects: { nodes: { id: string; goal: number }[] } }>(
      MEMBER,
      undefined,
      member.cookie,
    );
    expect(seen.body.data?.readCrowdfundingProjects.nodes.find((node) => node.id === project.id)?.goal).toBe(
      3000,
    );

    const book = project.rewards[1] as { id: string };
    const pledge = await sender(app)(FUND, { p: project.id, r: book.id }, member.cookie);
    expect(pledge.body.errors).toBeUndefined();
    const read = await adminSend<{ adminCrowdfundingProject: Project }>(app, ONE, { id: project.id }, editor);
    expect(read.body.data?.adminCrowdfundingProject).toMatchObject({
      fundedPoints: 600,
      fundings: [{ points: 600, customerEmail: 'backer@example.com', rewardTitle: 'Specimen book' }],
    });

    const lowGoal = await save(project.id, input(project.rewards, { goalPoints: 600 }));
    expect(lowGoal.body.errors?.[0]?.extensions?.fields).toHaveProperty('goalPoints');
    const dropped = await save(project.id, input([project.rewards[0]]));
    expect(dropped.body.errors?.[0]?.extensions?.fields).toHaveProperty('rewards');

    const edited = await save(
      project.id,
      input(
        [
          { id: book.id, title: 'Signed specimen book', points: 450 },
          { title: 'Poster', points: 900 },
        ],
        { goalPoints: 4000 },
      ),
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.saveCrowdfundingProject).toMatchObject({
      goalPoints: 4000,
      rewards: [
        { id: book.id, title: 'Signed specimen book', points: 450 },
        { title: 'Poster', points: 900 },
      ],
      fundings: [{ rewardTitle: 'Signed specimen book' }],
    });

    const posted = await adminSend(app, POST, { id: project.id }, editor);
    expect(posted.body.errors).toBeUndefined();
    const after = await sender(app)<{
      readCrowdfundingProjects: {
        nodes: { id: string; updates: { title: string }[]; rewards: { title: string }[] }[];
      };
    }>(MEMBER, undefined, member.cookie);
    const node = after.body.data?.readCrowdfundingProjects.nodes.find((n) => n.id === project.id);
    expect(node?.updates).toEqual([{ title: 'Italics drawn' }]);
    expect(node?.rewards.map((r) => r.title).sort()).toEqual(['Poster', 'Signed specimen book']);

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'crowdfunding-project'), eq(auditLog.entityId, project.id)));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'crowdfunding.create',
      'crowdfunding.post-update',
      'crowdfunding.update',
    ]);
  });

  it('keeps a draft from members, refuses a taken address, wrong fields and support', async () => {
    const draft = await save(null, input([], { url: 'draft-project', published: false }));
    const id = draft.body.data?.saveCrowdfundingProject.id;
    const seen = await sender(app)<{ readCrowdfundingProjects: { nodes: { id: string }[] } }>(
      MEMBER,
      undefined,
      member.cookie,
    );
    expect(seen.body.data?.readCrowdfundingProjects.nodes.some((node) => node.id === id)).toBe(false);
    const taken = await save(null, input([], { url: 'draft-project' }));
    expect(taken.body.errors?.[0]?.extensions?.fields).toHaveProperty('url');
    const bad = await save(
      null,
      input([{ title: 'x', points: 0 }], { url: 'Bad Url', goalPoints: 0, deadline: '30.6.2027' }),
    );
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'deadline',
      'goalPoints',
      'rewards',
      'url',
    ]);
    const support = await signInAs(app, 'support');
    expect(adminCodeOf(await save(null, input([], { url: 'by-support' }), support))).toBe(
      STAFF_ERROR.FORBIDDEN,
    );
    expect(adminCodeOf(await adminSend(app, POST, { id }, support))).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, POST, { id: '99999999' }, editor))).toBe(STAFF_ERROR.NOT_FOUND);
  });
});
