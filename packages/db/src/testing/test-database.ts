import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../client.ts';
import { folderFileSink } from '../files/file-sink.ts';
import { migrateDatabase } from '../migrate.ts';
import type { PostgresPoolOptions } from '../postgres-pool.ts';
import { seedDemoCatalogue } from '../seed/seed-demo-catalogue.ts';

/** A migrated, seeded database to copy from; plain JSON so vitest can hand it to every test file. */
export type TemplateRef =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; databaseUrl: string; templateName: string };

const randomName = (prefix: string) => `${prefix}${randomBytes(6).toString('hex')}`;

function urlFor(databaseUrl: string, databaseName: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function onServer<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds once: PGlite in memory then dumped to a .tar.gz, or a fresh database on the server. */
export async function prepareTemplate(opts: {
  databaseUrl?: string;
  filesDir: string;
}): Promise<TemplateRef> {
  const files = folderFileSink(opts.filesDir);
  if (!opts.databaseUrl) {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      await seedDemoCatalogue(database.db, files);
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const dump = await database.client.dumpDataDir('gzip');
      const dir = await mkdtemp(join(tmpdir(), 'foundry-db-template-'));
      const dumpFile = join(dir, 'template.tar.gz');
      await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
      return { kind: 'pglite', dumpFile };
    } finally {
      await database.close();
    }
  }
  const templateName = randomName('foundry_tpl_');
  await onServer(opts.databaseUrl, (client) => client.query(`CREATE DATABASE ${templateName}`));
  const database = await openDatabase({ databaseUrl: urlFor(opts.databaseUrl, templateName) });
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database.db, files);
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template to have no open connections.
    await database.close();
  }
  return { kind: 'postgres', databaseUrl: opts.databaseUrl, templateName };
}

/**
 * A fresh, isolated copy of the template: closing it drops the copy. The pool options (statement
 * timeout, connection-loss listener) apply on a server; PGlite has one in-process connection.
 */
export async function openFromTemplate(
  ref: TemplateRef,
  poolOptions: PostgresPoolOptions = {},
): Promise<Database> {
  if (ref.kind === 'pglite') {
    const bytes = await readFile(ref.dumpFile);
    return openDatabase({ loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }) });
  }
  const name = randomName('foundry_t_');
  await onServer(ref.databaseUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${ref.templateName}`),
  );
  const database = await openDatabase({ databaseUrl: urlFor(ref.databaseUrl, name), ...poolOptions });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(ref.databaseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  } as Database;
}

export async function disposeTemplate(ref: TemplateRef): Promise<void> {
  if (ref.kind === 'pglite') {
    await rm(join(ref.dumpFile, '..'), { recursive: true, force: true });
    return;
  }
  await onServer(ref.databaseUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${ref.templateName} WITH (FORCE)`),
  );
}
