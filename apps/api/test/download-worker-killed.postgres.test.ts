import { createHash } from 'node:crypto';
import { type Database, downloadJobs, openDatabase } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3FileStorage } from '../src/integrations/storage/s3-file-storage.ts';
import { type ApiProcess, postGraphql, startApiProcess } from './api-process.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { copyFilesToBucket } from './support/copy-files-to-bucket.ts';
import { type HoldingHttpProxy, startHoldingHttpProxy } from './support/holding-http-proxy.ts';
import { type LocalS3Server, startLocalS3Server } from './support/local-s3-server.ts';

// PostgreSQL only: two whole API processes share one database and one bucket. Each reaches the
// bucket through its own proxy, which can stall reads, so the test catches the process that claimed
// a download job in the middle of building it, and kills it (SIGKILL: no drain, no clean-up).

const LEASE_MS = 3_000;
const CREATE = /* GraphQL */ `
  mutation Create($orderID: ID, $hash: String) {
    createDownloadInfo(orderID: $orderID, hash: $hash, type: "order") { id hash status file }
  }
`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a download job whose worker process is killed', { timeout: 240_000 }, () => {
  let s3: LocalS3Server;
  const proxies: HoldingHttpProxy[] = [];
  const apis: ApiProcess[] = [];
  let database: Database;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    await copyFilesToBucket(inject('filesDir'), s3.config);
    for (let index = 0; index < 2; index++) {
      const proxy = await startHoldingHttpProxy(s3.config.endpoint as string);
      proxies.push(proxy);
      const { bucket, credentials } = s3.config;
      const env = {
        S3_ENDPOINT: proxy.url,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: credentials?.accessKeyId as string,
        S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey as string,
        S3_FORCE_PATH_STYLE: 'true',
        DOWNLOAD_LEASE_MS: String(LEASE_MS),
        DOWNLOAD_POLL_MS: '200',
      };
      apis.push(await startApiProcess(env, { shareDatabaseOf: apis[0] }));
    }
    database = await openDatabase({ databaseUrl: apis[0]?.databaseUrl });
  }, 600_000);
  afterAll(async () => {
    await database?.close();
    // The first process owns the database: it closes last.
    for (const api of apis.reverse()) await api.close();
    for (const proxy of proxies) await proxy.close();
    await s3?.stop();
  });

  it('is built by the other process once the lease runs out, and the ZIP lands in the bucket', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    // Both processes' font reads stall: whichever worker claims the job is caught building it.
    for (const proxy of proxies)
      proxy.hold((request) => request.method === 'GET' && /\/fonts\//.test(request.url ?? ''));
    const order = await insertPaidOrder(database.db, { families: [{ familyUrl: 'geist' }] });
    const created = await postGraphql(first.url, CREATE, { orderID: String(order.id), hash: order.hash });
    const info = created.body.data?.createDownloadInfo as { id: string; hash: string };
    expect(info).toBeDefined();

    const builder = await Promise.race(proxies.map((proxy, index) => proxy.firstHeld().then(() => index)));
    const [claimed] = await database.db
      .select()
      .from(downloadJobs)
      .where(eq(downloadJobs.id, Number(info.id)));
    expect(claimed).toMatchObject({ status: 'generating', attempts: 1 });

    const killed = apis[builder] as ApiProcess;
    const survivor = builder === 0 ? second : first;
    const exited = new Promise((resolve) => killed.child.once('exit', (_code, signal) => resolve(signal)));
    killed.child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    (proxies[1 - builder] as HoldingHttpProxy).release();
    const killedAt = Date.now();

    let job = claimed;
    while (job?.status === 'generating' && Date.now() - killedAt < 30_000) {
      await sleep(200);
      [job] = await database.db
        .select()
        .from(downloadJobs)
        .where(eq(downloadJobs.id, Number(info.id)));
    }
    expect(job).toMatchObject({ status: 'completed', attempts: 2 });
    // Not before the dead worker's lease ran out.
    expect(Date.now() - killedAt).toBeGreaterThan(LEASE_MS - 1_500);

    const bucket = createS3FileStorage(s3.config, survivor.url);
    const zip = await bucket.get(job?.fileKey as string);
    expect(zip).not.toBeNull();
    const names = Object.keys(unzipSync(zip as Uint8Array));
    expect(names.some((name) => /\.(woff2|ttf|otf)$/.test(name))).toBe(true);

    const read = await postGraphql(
      survivor.url,
      'query R($id: ID!, $hash: String!) { readDownloadInfo(id: $id, hash: $hash) { status file } }',
      { id: info.id, hash: info.hash },
    );
    const answer = read.body.data?.readDownloadInfo as { status: string; file: string } | undefined;
    expect(answer?.status).toBe('Completed');
    const served = await fetch(String(answer?.file).replace(/^https?:\/\/[^/]+/, survivor.url));
    expect(served.status).toBe(200);
    // By digest: a failing comparison of megabytes would print them all.
    const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(digest(new Uint8Array(await served.arrayBuffer()))).toBe(digest(zip as Uint8Array));
  });
});
