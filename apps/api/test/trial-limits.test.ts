import { downloadJobs } from '@foundry/db';
import { asc, eq } from '@foundry/db/orm';
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { TRIAL_WINDOW_MS } from '@foundry/domain/fonts/trial-fonts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { signUp } from './payment-orders.ts';

/** The daily trial limit counts per account when signed in, per address for guests (docs/shop-contract.md). */
const FAMILY = /* GraphQL */ `query ($url: String) { readFamilies(url: $url) { nodes { trialFamilyProductID } } }`;
const DOWNLOAD = /* GraphQL */ `
  mutation ($productID: ID!, $token: String) { downloadTrialFamily(productID: $productID, token: $token) { id } }
`;

describe('the daily trial limit', () => {
  let app: TestApp;
  let productID: string;

  beforeAll(async () => {
    app = await createTestApp();
    const { body } = await app.graphql<{ readFamilies: { nodes: { trialFamilyProductID: string }[] } }>(
      FAMILY,
      {
        url: 'bootstrap-icons',
      },
    );
    productID = body.data?.readFamilies.nodes[0]?.trialFamilyProductID as string;
  });
  afterAll(() => app.close());

  const download = (remoteAddress: string, cookie?: string) =>
    app.graphql(
      DOWNLOAD,
      { productID, token: DEV_CAPTCHA_TOKEN },
      { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
      { remoteAddress },
    );
  const firstTrialAt = async (userId: number | null) => {
    const rows = await app.database.db
      .select({ createdAt: downloadJobs.createdAt, userId: downloadJobs.userId })
      .from(downloadJobs)
      .where(eq(downloadJobs.type, 'trial'))
      .orderBy(asc(downloadJobs.id));
    return rows.find((row) => row.userId === userId)?.createdAt as Date;
  };

  it('holds back a busy address for guests only, and says when the next trial is possible', async () => {
    const office = '203.0.113.50';
    for (let i = 0; i < 5; i += 1) expect((await download(office)).body.errors).toBeUndefined();
    const refused = await download(office);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe(450);
    const next = new Date((await firstTrialAt(null)).getTime() + TRIAL_WINDOW_MS).toISOString();
    expect(refused.body.errors?.[0]?.message).toContain(next);

    // A colleague signed in at the same address is counted on their own account.
    const colleague = await signUp(app, 'trial-colleague@example.com');
    expect((await download(office, colleague.cookie)).body.errors).toBeUndefined();
  });

  it('counts a signed-in account wherever it downloads from', async () => {
    const user = await signUp(app, 'trial-traveller@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await download(`198.51.100.${60 + i}`, user.cookie)).body.errors).toBeUndefined();
    }
    const refused = await download('198.51.100.99', user.cookie);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe(450);
    const next = new Date((await firstTrialAt(user.id)).getTime() + TRIAL_WINDOW_MS).toISOString();
    expect(refused.body.errors?.[0]?.message).toContain(next);
    // A guest at a fresh address is not held back by that account.
    expect((await download('198.51.100.99')).body.errors).toBeUndefined();
  });
});
