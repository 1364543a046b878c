import { downloadJobs } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories, type Repositories } from '../src/repositories/repositories.ts';
import { createDownloadWorker } from '../src/services/downloads/download-worker.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { createTestApp, type TestApp } from './harness.ts';

// The lease rules of the download queue (docs/deploy.md); the process that dies mid-job is in
// download-worker-killed.postgres.test.ts.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LEASE_MS = 300;

describe('download job leases', () => {
  let app: TestApp;
  let repositories: Repositories;

  beforeAll(async () => {
    app = await createTestApp();
    repositories = createRepositories(app.database.db);
  });
  afterAll(() => app.close());

  async function queuedJob(): Promise<number> {
    // Earlier jobs are claimed out of the way first, so the next claim is this job.
    while (await repositories.downloads.claimNext(60_000, 1)) {}
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'geist' }] });
    const job = await repositories.downloads.insert({
      hash: `lease-${order.id}`,
      type: 'order',
      userId: null,
      orderId: order.id,
      familyId: null,
      request: '{}',
    });
    return job.id;
  }

  const rowOf = async (id: number) =>
    (await app.database.db.select().from(downloadJobs).where(eq(downloadJobs.id, id)))[0];

  it('keeps a claimed job from other workers until its lease runs out, then lets one claim it again', async () => {
    const id = await queuedJob();
    const first = await repositories.downloads.claimNext(LEASE_MS, 3);
    expect(first).toMatchObject({ id, status: 'generating', attempts: 1 });
    expect(await repositories.downloads.claimNext(LEASE_MS, 3)).toBeNull();

    await sleep(LEASE_MS + 200);
    const second = await repositories.downloads.claimNext(LEASE_MS, 3);
    expect(second).toMatchObject({ id, attempts: 2 });
    // The first claim lost the job: it can neither renew nor finish it.
    expect(await repositories.downloads.renewLease(id, 1, LEASE_MS)).toBe(false);
    expect(await repositories.downloads.complete(id, 1, 'downloads/stale.zip')).toBe(false);
    expect(await repositories.downloads.complete(id, 2, 'downloads/fresh.zip')).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'completed', fileKey: 'downloads/fresh.zip' });
  });

  it('does not hand out a job whose lease is renewed', async () => {
    const id = await queuedJob();
    await repositories.downloads.claimNext(LEASE_MS, 3);
    for (let beat = 0; beat < 4; beat++) {
      await sleep(LEASE_MS / 2);
      expect(await repositories.downloads.renewLease(id, 1, LEASE_MS)).toBe(true);
      expect(await repositories.downloads.claimNext(LEASE_MS, 3)).toBeNull();
    }
    expect(await repositories.downloads.fail(id, 1, 'stopped by the test')).toBe(true);
  });

  it('ends a job failed once its attempts are used up by workers that died', async () => {
    const id = await queuedJob();
    await repositories.downloads.claimNext(LEASE_MS, 2);
    await sleep(LEASE_MS + 200);
    await repositories.downloads.claimNext(LEASE_MS, 2);
    await sleep(LEASE_MS + 200);
    expect(await repositories.downloads.claimNext(LEASE_MS, 2)).toBeNull();
    await repositories.downloads.failAbandoned(2);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'Abandoned: no attempt finished.',
    });
  });

  it('a worker renews its lease while a build outlasts it, so the job is built once', async () => {
    const id = await queuedJob();
    let builds = 0;
    const slowBuild = async () => {
      builds++;
      await sleep(LEASE_MS * 3);
      return { name: 'slow', bytes: new Uint8Array([1, 2, 3]) };
    };
    const worker = (pollIntervalMs: number) =>
      createDownloadWorker({
        repositories,
        storage: app.storage,
        logger: pino({ level: 'silent' }),
        leaseMs: LEASE_MS,
        pollIntervalMs,
        builders: { order: slowBuild },
      });
    const building = worker(50);
    const rival = worker(20);
    const built = building.runOnce();
    await sleep(50);
    rival.start();
    await built;
    await rival.stop();
    expect(builds).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await app.storage.exists(row?.fileKey as string)).toBe(true);
  });
});
