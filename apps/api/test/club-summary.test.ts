import { clubReferrals, clubTransactions, crowdfundingProjects, families, webinars } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { clubPointsExpiry } from '@foundry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, sender } from './account-helpers.ts';
import {
  type Account,
  type ClubContext,
  clubCalls,
  DESKTOP,
  HISTORY,
  INFO,
  SECRET,
} from './club-test-kit.ts';
import type { TestApp } from './harness.ts';

describe('the rewards club: readClubTransactionHistory and readUserClubInfo', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let outsider: Account;
  let fonts: {
    productIDs: string[];
    encodingIDs: string[];
    licenses: typeof DESKTOP;
    selectionIndex: number;
  }[];

  const ctx: ClubContext = {
    get app() {
      return app;
    },
    get send() {
      return send;
    },
    get fonts() {
      return fonts;
    },
  };
  const { account, info, history } = clubCalls(ctx);

  beforeAll(async () => {
    app = await createAccountTestApp({ PAYMENT_TEST_SECRET: SECRET });
    send = sender(app);
    outsider = await account('outsider@example.com', false);
    const found = await app.graphql<{
      readFamilies: { nodes: { fontProducts: { id: string; kind: string; encodingIDs: string[] }[] }[] };
    }>('{ readFamilies(pageSize: 1) { nodes { fontProducts { id kind encodingIDs } } } }');
    const family = found.body.data?.readFamilies.nodes[0]?.fontProducts.find((p) => p.kind === 'FAMILY');
    fonts = [
      {
        productIDs: [family?.id as string],
        encodingIDs: family?.encodingIDs ?? [],
        licenses: DESKTOP,
        selectionIndex: 0,
      },
    ];
  });
  afterAll(() => app.close());

  it('pages the history 20 at a time, newest first', async () => {
    const saver = await account('history@example.com', true);
    for (let index = 1; index <= 25; index += 1) {
      await app.database.db.insert(clubTransactions).values({
        userId: Number(saver.id),
        points: index,
        kind: 'adjustment',
        description: `Move ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, index)),
      });
    }
    const first = await history(saver, 1);
    expect(first?.nodes).toHaveLength(20);
    expect(first?.nodes[0]?.points).toBe(25);
    expect(first?.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = await history(saver, 2);
    expect(second?.nodes.map((move) => move.points)).toEqual([5, 4, 3, 2, 1]);
    expect(second?.pageInfo.hasNextPage).toBe(false);
    const ofTen = await history(saver, 3, 10);
    expect(ofTen?.nodes.map((move) => move.points)).toEqual([5, 4, 3, 2, 1]);
    expect(ofTen?.pageInfo.hasNextPage).toBe(false);
    const ofSeven = await history(saver, 1, 7);
    expect(ofSeven?.nodes.map((move) => move.points)).toEqual([25, 24, 23, 22, 21, 20, 19]);
    expect(ofSeven?.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
  });

  it('refuses a history page size above 100', async () => {
    const member = await account('history-limit@example.com', true);
    const answer = await send(HISTORY, { page: 1, pageSize: 101 }, member.cookie);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sums up the member’s club: balance sentence, next lapse, referral code issued once, counts', async () => {
    const db = app.database.db;
    const summary = await account('summary@example.com', true);
    const earned = new Date('2026-03-01T10:00:00Z');
    await db.insert(clubTransactions).values([
      {
        userId: Number(summary.id),
        points: 70,
        kind: 'adjustment',
        description: 'Old',
        createdAt: earned,
        expiresAt: clubPointsExpiry(earned),
      },
      {
        userId: Number(summary.id),
        points: 50,
        kind: 'adjustment',
        description: 'New',
        createdAt: new Date(),
        expiresAt: clubPointsExpiry(new Date()),
      },
    ]);
    await db
      .insert(clubReferrals)
      .values({ referrerUserId: Number(summary.id), referredUserId: Number(outsider.id) });
    await db
      .insert(webinars)
      .values({ title: 'Kerning live', startsAt: new Date(Date.now() + 86_400_000), durationMinutes: 60 });
    await db.insert(crowdfundingProjects).values({
      url: 'club-test-revival',
      title: 'A revival',
      goalPoints: 1000,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    const preRelease = (
      await db.select({ id: families.id }).from(families).where(eq(families.preRelease, true))
    ).length;

    const first = await info(summary);
    expect(first).toMatchObject({
      club: true,
      clubPoints: 120,
      clubPointsText: 'You have 120 points',
      clubPointsExpiration: clubPointsExpiry(earned).toISOString(),
      clubPointsExpiring: 70,
      fontsInUseProjectsCount: 0,
      referralsCount: 1,
      developmentFontsCount: preRelease,
      availableVouchersCount: 0,
      activeCrowdfunding: true,
    });
    expect(typeof first?.mailing).toBe('boolean');
    expect(first?.upcomingWebinarsCount).toBeGreaterThanOrEqual(1);
    expect(first?.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await info(summary))?.referralCode).toBe(first?.referralCode);

    const outside = await info(outsider);
    expect(outside).toMatchObject({ club: false, referralCode: null, referralsCount: 0 });
    expect(codeOf(await send(INFO))).toBe(1);
  });
});
