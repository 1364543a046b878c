import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '@foundry/db/orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLocalFileStorage } from '../src/integrations/storage/local-file-storage.ts';
import { API_URL, createTestApp, type TestApp } from './harness.ts';

describe('GET /healthz and /readyz', () => {
  const opened: TestApp[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close().catch(() => {});
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  const open = async () => {
    const app = await createTestApp();
    opened.push(app);
    return app;
  };
  const readyz = async (app: Pick<TestApp, 'fetch'>) => {
    const response = await app.fetch('/readyz');
    return { status: response.status, body: await response.json() };
  };

  it('is alive and ready on a migrated database with writable storage', async () => {
    const app = await open();
    const alive = await app.fetch('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(await readyz(app)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
  });

  it('is not ready while a shipped migration is not applied', async () => {
    const app = await open();
    await app.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { status, body } = await readyz(app);
    expect(status).toBe(503);
    expect(body.checks).toEqual({ database: 'ok', migrations: 'pending', storage: 'ok' });
    const logged = app.logs.find((line) => line.msg === 'not ready') as { reasons: string[] } | undefined;
    expect(logged?.reasons.join()).toMatch(/migrations: not applied 0\d{3}_/);
  });

  it('is not ready when the storage cannot be written (its folder is a file)', async () => {
    const app = await open();
    const folder = await mkdtemp(join(tmpdir(), 'foundry-readyz-'));
    folders.push(folder);
    const notAFolder = join(folder, 'files');
    await writeFile(notAFolder, 'not a folder');
    const { yoga } = createApp({
      config: app.config,
      database: app.database,
      storage: createLocalFileStorage(notAFolder, API_URL),
      logger: pino({ level: 'silent' }),
    });
    const response = await yoga.fetch(new URL('/readyz', API_URL));
    expect(response.status).toBe(503);
    expect((await response.json()).checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'failed' });
  });

  it('is not ready when the database is closed, and still alive', async () => {
    const app = await open();
    await app.database.close();
    const { status, body } = await readyz(app);
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'not ready',
      checks: { database: 'failed', migrations: 'failed', storage: 'ok' },
    });
    expect((await app.fetch('/healthz')).status).toBe(200);
  });

  it('answers 405 to other methods', async () => {
    const app = await open();
    const response = await app.fetch('/readyz', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
