import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/client.ts';
import { readMigrationStatus, shippedMigrations } from '../src/migration-status.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

// On the PostgreSQL pass a fresh database on that server; on the PGlite pass a fresh DATA_DIR.
const server = process.env.DATABASE_URL;
const name = `foundry_m_${randomBytes(6).toString('hex')}`;
let dataDir: string;
let target: { DATABASE_URL?: string; DATA_DIR: string };

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foundry-migrate-'));
  target = { DATA_DIR: dataDir };
  if (server) {
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    target.DATABASE_URL = url.toString();
  }
});
afterAll(async () => {
  if (server) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
});

const migrate = () =>
  run('npm', ['run', '--silent', 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...target },
  });

describe('npm run migrate', () => {
  it('applies every shipped migration to a fresh database, prints them and exits; a second run applies none', async () => {
    const shipped = shippedMigrations();
    const first = await migrate();
    expect(first.stdout).toContain(`applied ${shipped[0]?.tag}\n`);
    expect(first.stdout).toContain(`applied ${shipped.at(-1)?.tag}\n`);
    expect(first.stdout).toContain(`applied ${shipped.length} migrations.`);

    const second = await migrate();
    expect(second.stdout).toContain('already current, nothing to apply.');

    const database = await openDatabase(
      target.DATABASE_URL ? { databaseUrl: target.DATABASE_URL } : { dataDir: target.DATA_DIR },
    );
    try {
      expect(await readMigrationStatus(database.db)).toEqual({ pending: [], applied: shipped.length });
    } finally {
      await database.close();
    }
  });
});
