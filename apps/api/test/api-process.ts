import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { WEB_ORIGIN } from './harness.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A whole API process (the compiled API, as `npm start` runs it) on its own copy of the seeded server database. */
export interface ApiProcess {
  url: string;
  databaseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far (its pino log and any crash). */
  output(): string;
  alive(): boolean;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
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

/** POSTs a GraphQL document as the web site's browser code would (allowed origin). */
export async function postGraphql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  timeoutMs = 10_000,
): Promise<{
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
}> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: WEB_ORIGIN },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { errors: [{ message: text }] } };
  }
}

export interface ApiProcessOptions {
  /**
   * The database of another API process to share (several processes behind one load balancer);
   * it stays when this process closes. Without it the process gets its own copy of the template.
   */
  shareDatabaseOf?: ApiProcess;
}

/**
 * Copies the api project's template database on the PostgreSQL server (migrated and seeded, so the
 * process starts in seconds) and starts the API on it; resolves once it answers GraphQL.
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  { shareDatabaseOf }: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres')
    throw new Error('startApiProcess needs DATABASE_URL (a PostgreSQL server)');
  const name = shareDatabaseOf ? null : `foundry_p_${randomBytes(6).toString('hex')}`;
  if (name) {
    await onServer(template.databaseUrl, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`),
    );
  }
  const url = new URL(template.databaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = name ? url.toString() : (shareDatabaseOf?.databaseUrl as string);
  const dataDir = await mkdtemp(join(tmpdir(), 'foundry-api-process-'));
  const port = await freePort();
  const child = spawn(process.execPath, [inject('apiBundle')], {
    cwd: apiDir,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_URL: `http://localhost:${port}`,
      PUBLIC_URL: WEB_ORIGIN,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const apiUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (alive()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (name) {
      await onServer(template.databaseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const readyBy = Date.now() + 150_000;
  for (;;) {
    if (!alive()) {
      await close();
      throw new Error(`the API process exited while starting:\n${output}`);
    }
    const answer = await postGraphql(apiUrl, '{ __typename }', {}, 2_000).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > readyBy) {
      await close();
      throw new Error(`the API process did not answer within 150 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: apiUrl, databaseUrl, child, output: () => output, alive, close };
}
