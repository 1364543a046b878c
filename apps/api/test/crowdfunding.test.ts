import {
  clubTransactions,
  crowdfundingFundings,
  crowdfundingProjects,
  crowdfundingRewards,
} from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '../src/repositories/repositories.ts';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

const PROJECT_FIELDS = `id title description status goal deadline estimatedDelivery fundedDate goalProgress
  fundedPoints transactionsCount logo { url alt } rewards { id title points } updates { date title body }`;

const FUND = /* GraphQL */ `
  mutation ($points: Int!, $projectID: ID!, $rewardID: ID) {
    crowdfundingProjectFund(points: $points, projectID: $projectID, rewardID: $rewardID) {
      id status fundedDate goalProgress fundedPoints transactionsCount
    }
  }
`;

interface Project {
  id: string;
  title: string;
  status: string;
  goal: number;
  deadline: string;
  fundedDate: string | null;
  goalProgress: number;
  fundedPoints: number;
  transactionsCount: number;
  logo: { url: string; alt: string } | null;
  rewards: { id: string; title: string; points: number }[];
  updates: { date: string; title: string; body: string }[];
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('crowdfunding', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let repositories: Repositories;
  let emails = 0;

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    repositories = createRepositories(app.database.db);
  });
  afterAll(() => app.close());

  /** A new club member with `points` earned (through the ledger), and their session cookie. */
  async function member(points: number): Promise<{ id: number; cookie: string }> {
    emails += 1;
    const { id, cookie } = await signUp(app, `backer${emails}@example.com`);
    const joined = await send('mutation { updateUser(club: true) { id } }', undefined, cookie);
    expect(joined.body.errors).toBeUndefined();
    if (points > 0) {
      await repositories.clubPoints.earn({
        userId: Number(id),
        points,
        kind: 'adjustment',
        description: 'Test',
      });
    }
    return { id: Number(id), cookie };
  }

  /** A Running project of our own (goal, deadline), with rewards of 100 and 500 points. */
  async function project(
    values: Partial<typeof crowdfundingProjects.$inferInsert> = {},
  ): Promise<{ id: string; rewards: { small: string; large: string } }> {
    const [row] = await app.database.db
      .insert(crowdfundingProjects)
      .values({
        url: `test-project-${Math.random().toString(36).slice(2)}`,
        title: 'Test Serif Condensed',
        goalPoints: 1000,
        deadline: daysFromNow(30),
        ...values,
      })
      .returning();
    const rewards = await app.database.db
      .insert(crowdfundingRewards)
      .values([
        { projectId: row?.id ?? 0, title: 'Credits', points: 100, sort: 0 },
        { projectId: row?.id ?? 0, title: 'Poster', points: 500, sort: 1 },
      ])
      .returning();
    return { id: String(row?.id), rewards: { small: String(rewards[0]?.id), large: String(rewards[1]?.id) } };
  }

  const balance = async (userId: number) => (await repositories.clubPoints.balance(userId)).points;
  const fund = (cookie: string, variables: Record<string, unknown>) =>
    send<{ crowdfundingProjectFund: Project }>(FUND, variables, cookie);

  it('lists the seeded projects to a signed-in reader, Running first, with rewards, updates and totals', async () => {
    expect(codeOf(await send(`{ readCrowdfundingProjects { nodes { id } } }`))).toBe(1);
    const { cookie } = await signUp(app, 'reader@example.com');
    const response = await send<{
      readCrowdfundingProjects: { nodes: Project[]; pageInfo: { hasNextPage: boolean } };
    }>(
      `{ readCrowdfundingProjects { nodes { ${PROJECT_FIELDS} } pageInfo { hasNextPage nextPage } } }`,
      {},
      cookie,
    );
    expect(response.body.errors).toBeUndefined();
    const [running, funded] = response.body.data?.readCrowdfundingProjects.nodes ?? [];
    expect(running).toMatchObject({
      title: 'Vollkorn Display',
      status: 'Running',
      goal: 5000,
      fundedPoints: 0,
      transactionsCount: 0,
      goalProgress: 0,
      fundedDate: null,
    });
    expect(running?.rewards.map((reward) => reward.points)).toEqual([100, 500, 1500]);
    expect(running?.updates.map((update) => update.title)).toEqual([
      'Tighter spacing, tested',
      'The first weight is drawn',
    ]);
    expect(running?.logo?.url).toMatch(/^http:\/\/localhost:4000\/files\/images\/.+\.png$/);
    expect(running && running.deadline > today()).toBe(true);
    expect(funded).toMatchObject({ title: 'Inter Mono Italics', status: 'Funded', goalProgress: 1 });
    expect(funded?.fundedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body.data?.readCrowdfundingProjects.pageInfo.hasNextPage).toBe(false);

    const tooLarge = await send('{ readCrowdfundingProjects(pageSize: 101) { nodes { id } } }', {}, cookie);
    expect(tooLarge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('spends the points through the ledger, stores the pledge with its reward and answers the new totals', async () => {
    const backer = await member(2000);
    const { id, rewards } = await project();
    const response = await fund(backer.cookie, { points: 600, projectID: id, rewardID: rewards.large });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.crowdfundingProjectFund).toMatchObject({
      id,
      status: 'Running',
      fundedPoints: 600,
      transactionsCount: 1,
      goalProgress: 0.6,
      fundedDate: null,
    });
    expect(await balance(backer.id)).toBe(1400);
    const ledger = await app.database.db
      .select()
      .from(clubTransactions)
      .where(eq(clubTransactions.userId, backer.id));
    expect(ledger.find((row) => row.points === -600)).toMatchObject({
      kind: 'crowdfunding',
      description: 'Pledge to the crowdfunding project “Test Serif Condensed”',
    });
    const pledges = await app.database.db
      .select()
      .from(crowdfundingFundings)
      .where(eq(crowdfundingFundings.projectId, Number(id)));
    expect(pledges).toMatchObject([{ userId: backer.id, rewardId: Number(rewards.large), points: 600 }]);

    // A second pledge without a reward adds up.
    const again = await fund(backer.cookie, { points: 150, projectID: id });
    expect(again.body.data?.crowdfundingProjectFund).toMatchObject({
      fundedPoints: 750,
      transactionsCount: 2,
    });
    expect(await balance(backer.id)).toBe(1250);
  });

  it('becomes Funded (with the date) with the pledge that reaches the goal, and takes no pledge after', async () => {
    const first = await member(900);
    const second = await member(900);
    const { id } = await project({ goalPoints: 1000 });
    const below = await fund(first.cookie, { points: 900, projectID: id });
    expect(below.body.data?.crowdfundingProjectFund).toMatchObject({ status: 'Running', goalProgress: 0.9 });
    const reaching = await fund(second.cookie, { points: 300, projectID: id });
    expect(reaching.body.data?.crowdfundingProjectFund).toMatchObject({
      status: 'Funded',
      fundedDate: today(),
      fundedPoints: 1200,
      goalProgress: 1,
    });
    const late = await fund(second.cookie, { points: 100, projectID: id });
    expect(codeOf(late)).toBe(401);
    expect(await balance(second.id)).toBe(600);
  });

  it('answers 401 for a Funded project, one past its deadline (read as Finished) and an unknown one', async () => {
    const backer = await member(1000);
    const [seededFunded] = await app.database.db
      .select()
      .from(crowdfundingProjects)
      .where(eq(crowdfundingProjects.url, 'inter-mono-italics'));
    expect(codeOf(await fund(backer.cookie, { points: 100, projectID: String(seededFunded?.id) }))).toBe(401);

    const lapsed = await project({ deadline: daysFromNow(-1) });
    expect(codeOf(await fund(backer.cookie, { points: 100, projectID: lapsed.id }))).toBe(401);
    const list = await send<{ readCrowdfundingProjects: { nodes: Project[] } }>(
      '{ readCrowdfundingProjects { nodes { id status } } }',
      {},
      backer.cookie,
    );
    expect(list.body.data?.readCrowdfundingProjects.nodes.find((node) => node.id === lapsed.id)?.status).toBe(
      'Finished',
    );
    // The deadline day itself still takes pledges.
    const lastDay = await project({ deadline: today() });
    expect(fundOk(await fund(backer.cookie, { points: 100, projectID: lastDay.id }))).toBe(true);

    expect(codeOf(await fund(backer.cookie, { points: 100, projectID: '999999' }))).toBe(401);
    expect(await balance(backer.id)).toBe(900);
  });

  it('answers 403 for points of 0 or less and for a pledge below the chosen reward, spending nothing', async () => {
    const backer = await member(1000);
    const { id, rewards } = await project();
    expect(codeOf(await fund(backer.cookie, { points: 0, projectID: id }))).toBe(403);
    expect(codeOf(await fund(backer.cookie, { points: -50, projectID: id }))).toBe(403);
    const short = await fund(backer.cookie, { points: 499, projectID: id, rewardID: rewards.large });
    expect(codeOf(short)).toBe(403);
    expect(fieldsOf(short)).toEqual({ points: 'This reward needs a pledge of at least 500 points.' });
    expect(fundOk(await fund(backer.cookie, { points: 500, projectID: id, rewardID: rewards.large }))).toBe(
      true,
    );

    const foreign = await project();
    const wrongReward = await fund(backer.cookie, {
      points: 500,
      projectID: foreign.id,
      rewardID: rewards.large,
    });
    expect(wrongReward.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { rewardID: 'Not a reward of this project.' },
    });
    expect(await balance(backer.id)).toBe(500);
  });

  it('answers 404 when the balance is short, and stores no pledge', async () => {
    const backer = await member(250);
    const { id } = await project();
    expect(codeOf(await fund(backer.cookie, { points: 251, projectID: id }))).toBe(404);
    const pledges = await app.database.db
      .select()
      .from(crowdfundingFundings)
      .where(eq(crowdfundingFundings.projectId, Number(id)));
    expect(pledges).toEqual([]);
    expect(await balance(backer.id)).toBe(250);
  });

  it('needs a session (code 1) and the club flag (code 103)', async () => {
    const { id } = await project();
    expect(codeOf(await send(FUND, { points: 100, projectID: id }))).toBe(1);
    const outsider = await signUp(app, 'outsider@example.com');
    await repositories.clubPoints.earn({
      userId: Number(outsider.id),
      points: 500,
      kind: 'adjustment',
      description: 'Test',
    });
    const refused = await fund(outsider.cookie, { points: 100, projectID: id });
    expect(codeOf(refused)).toBe(103);
    expect(refused.body.errors?.[0]?.message).toBe(
      'Join the club in your account settings to fund projects.',
    );
    expect(await balance(Number(outsider.id))).toBe(500);
  });

  it('lets concurrent pledges of one member spend no more than the balance', async () => {
    const backer = await member(500);
    const { id } = await project({ goalPoints: 100_000 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => fund(backer.cookie, { points: 200, projectID: id })),
    );
    const succeeded = answers.filter(fundOk);
    expect(succeeded).toHaveLength(2);
    expect(answers.filter((answer) => codeOf(answer) === 404)).toHaveLength(2);
    expect(await balance(backer.id)).toBe(100);
    const pledges = await app.database.db
      .select()
      .from(crowdfundingFundings)
      .where(eq(crowdfundingFundings.projectId, Number(id)));
    expect(pledges.reduce((sum, pledge) => sum + pledge.points, 0)).toBe(400);
  });

  it('lets concurrent pledges of several members add up exactly, Funded once the goal is passed', async () => {
    const backers = await Promise.all([member(400), member(400), member(400)]);
    const { id } = await project({ goalPoints: 1000 });
    const answers = await Promise.all(
      backers.map((backer) => fund(backer.cookie, { points: 400, projectID: id })),
    );
    // Two pledges (800) leave it Running, so all three go through; the third flips it.
    expect(answers.every(fundOk)).toBe(true);
    const [row] = await app.database.db
      .select()
      .from(crowdfundingProjects)
      .where(eq(crowdfundingProjects.id, Number(id)));
    expect(row).toMatchObject({ status: 'Funded', fundedDate: today() });
    const totals = answers.map((answer) => answer.body.data?.crowdfundingProjectFund.fundedPoints ?? 0);
    expect(Math.max(...totals)).toBe(1200);
    const pledges = await app.database.db
      .select()
      .from(crowdfundingFundings)
      .where(eq(crowdfundingFundings.projectId, Number(id)));
    expect(pledges.map((pledge) => pledge.points)).toEqual([400, 400, 400]);
    for (const backer of backers) expect(await balance(backer.id)).toBe(0);
  });
});

function fundOk(response: { body: { errors?: unknown[]; data?: unknown } }): boolean {
  return response.body.errors === undefined && response.body.data !== null;
}
