import { families, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '../src/repositories/repositories.ts';
import {
  ownsStyle,
  ownsWholeFamily,
  readOwnedFamilies,
  readOwnedFamily,
} from '../src/services/owned-fonts/owned-fonts.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { createTestApp, type TestApp } from './harness.ts';

describe('owned fonts: what a customer has paid for', () => {
  let app: TestApp;
  let userId: number;
  let otherUserId: number;
  let interId: number;
  let repositories: Repositories;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    repositories = createRepositories(db);
    const inserted = await db
      .insert(users)
      .values([
        { email: 'owner@example.com', name: 'Owner', passwordHash: 'x' },
        { email: 'other@example.com', name: 'Other', passwordHash: 'x' },
      ])
      .returning({ id: users.id });
    userId = inserted[0]?.id as number;
    otherUserId = inserted[1]?.id as number;
    const [inter] = await db.select({ id: families.id }).from(families).where(eq(families.url, 'inter'));
    interId = inter?.id as number;
    await insertPaidOrder(db, { userId, families: [{ familyUrl: 'inter' }] });
    await insertPaidOrder(db, { userId, status: 'NEW', families: [{ familyUrl: 'vollkorn' }] });
    await insertPaidOrder(db, { userId: otherUserId, families: [{ familyUrl: 'geist' }] });
  });
  afterAll(() => app.close());

  it('lists the families of paid orders only, with the licence and the amount paid', async () => {
    const owned = await readOwnedFamilies(repositories, userId);
    expect(owned.map((family) => family.familyId)).toEqual([interId]);
    const [purchase] = owned[0]?.purchases ?? [];
    expect(purchase?.productKind).toBe('FAMILY');
    expect(purchase?.styleIds).toBeNull();
    expect(purchase?.licenses.map((license) => license.id)).toEqual(['desktop', 'third-party-1']);
    expect(purchase?.desktop).toBe(true);
    expect(purchase?.paidAmount).toBeGreaterThan(0);
  });

  it('answers per family and per style, and never for another customer', async () => {
    const inter = await readOwnedFamily(repositories, userId, interId);
    expect(inter && ownsWholeFamily(inter)).toBe(true);
    expect(inter && ownsStyle(inter, 123_456)).toBe(true);
    expect(await readOwnedFamily(repositories, otherUserId, interId)).toBeNull();
  });
});
