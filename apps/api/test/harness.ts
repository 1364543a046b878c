import { Writable } from 'node:stream';
import type { Database } from '@foundry/db';
import { openFromTemplate } from '@foundry/db/testing/test-database';
import { pino } from 'pino';
import { inject } from 'vitest';
import { type App, type AppDependencies, createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { FileStorage } from '../src/integrations/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/integrations/storage/local-file-storage.ts';
import { testFilesDir } from './support/test-files-dir.ts';

export const API_URL = 'http://localhost:4000';
export const WEB_ORIGIN = 'http://localhost:3000';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: Data | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

/** How the request reaches the API: the socket's peer address, as a Node server would see it. */
export interface Connection {
  remoteAddress?: string;
}

export interface TestApp extends App {
  config: Config;
  database: Database;
  storage: FileStorage;
  /** Every JSON line the app logged. */
  logs: Record<string, unknown>[];
  /**
   * Runs a GraphQL document through the whole HTTP pipeline; without `connection.remoteAddress` the
   * request has no socket, as an in-process call (the client address is then unknown).
   */
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
    connection?: Connection,
  ): Promise<GraphQLResponse<Data>>;
  /**
   * Runs `work` and counts the SQL statements it sends, transactions included (BEGIN and COMMIT or
   * ROLLBACK count one each, on both drivers).
   */
  countStatements(work: () => Promise<unknown>): Promise<number>;
  /** Any request to the app, e.g. `/files/<key>`; a path is resolved against API_URL. */
  fetch(pathOrUrl: string, init?: RequestInit, connection?: Connection): Promise<Response>;
  close(): Promise<void>;
}

/** Builds the app in-process on its own copy of the seeded database, as `main.ts` would. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    schema?: AppDependencies['schema'];
    /** Replaces the configured payment provider (e.g. a slow stand-in for race tests). */
    payments?: AppDependencies['payments'];
    /** The app's change feed, made on its database (listening to it); defaults to the process's feed. */
    changeFeed?: (database: Database) => NonNullable<AppDependencies['changeFeed']>;
    /** Replaces the configured mailer (e.g. one whose server is down). */
    mailer?: AppDependencies['mailer'];
  } = {},
): Promise<TestApp> {
  const filesDir = await testFilesDir();
  const config = loadConfig({
    API_URL,
    PUBLIC_URL: WEB_ORIGIN,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    // Generated development secrets (payments, reset links) go to the run's temp folder, never ./data.
    DATA_DIR: filesDir,
    // Tests write rows straight into the database, which no change feed hears: the response cache is
    // off unless a test turns it on (response-cache.test.ts, change-feed.postgres.test.ts).
    RESPONSE_CACHE: 'off',
    ...options.env,
  });
  // The statement timeout only when a test asks for one: a loaded test machine is not a stuck request.
  const database = await openFromTemplate(
    inject('databaseTemplate'),
    options.env?.DATABASE_STATEMENT_TIMEOUT_MS
      ? { statementTimeoutMs: config.databaseStatementTimeoutMs }
      : {},
  );
  const storage = createLocalFileStorage(filesDir, config.apiUrl);
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = createApp({
    config,
    database,
    storage,
    logger,
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.changeFeed ? { changeFeed: options.changeFeed(database) } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });

  const fetchApp = (pathOrUrl: string, init?: RequestInit, connection: Connection = {}) =>
    Promise.resolve(
      app.yoga.fetch(new URL(pathOrUrl, API_URL), init ?? {}, {
        ...(connection.remoteAddress ? { req: { socket: { remoteAddress: connection.remoteAddress } } } : {}),
      }),
    );

  return {
    ...app,
    config,
    database,
    storage,
    logs,
    fetch: fetchApp,
    countStatements: (work) => countStatements(database, work),
    async graphql(query, variables, headers, connection) {
      const response = await fetchApp(
        '/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
          body: JSON.stringify({ query, variables }),
        },
        connection,
      );
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    close: () => database.close(),
  };
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Replaces `target[name]` by a counting wrapper; returns the undo. */
function countCalls(target: Record<string, unknown>, name: string, onCall: () => void): () => void {
  const hadOwn = Object.hasOwn(target, name);
  const original = target[name] as QueryFn;
  target[name] = function (this: unknown, ...args: unknown[]) {
    onCall();
    return original.apply(this, args);
  };
  return () => {
    if (hadOwn) target[name] = original;
    else delete target[name];
  };
}

/**
 * Counts every statement `work` sends. Patching `client.query` alone misses transactions: node-postgres
 * runs them on a client checked out of the pool (`pool.connect()`), and PGlite's `transaction()` hands
 * its callback an object whose `query` goes straight to the engine (BEGIN/COMMIT too).
 */
async function countStatements(database: Database, work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  const undo: (() => void)[] = [];
  if (database.kind === 'postgres') {
    // Every statement, pooled (`pool.query`) or in a transaction, runs on a checked-out client:
    // count on the client, once it is acquired, so a pool.query is not counted twice.
    const pool = database.client;
    const patched = new Set<object>();
    const onAcquire = (client: object) => {
      if (patched.has(client)) return;
      patched.add(client);
      undo.push(countCalls(client as unknown as Record<string, unknown>, 'query', count));
    };
    pool.on('acquire', onAcquire);
    undo.push(() => pool.off('acquire', onAcquire));
  } else {
    const client = database.client as unknown as Record<string, unknown>;
    undo.push(countCalls(client, 'query', count), countCalls(client, 'exec', count));
    const transaction = client.transaction as (
      callback: (tx: unknown) => Promise<unknown>,
    ) => Promise<unknown>;
    const ownTransaction = Object.hasOwn(client, 'transaction');
    client.transaction = async function (this: unknown, callback: (tx: unknown) => Promise<unknown>) {
      count(); // BEGIN
      try {
        return await transaction.call(this, (tx) => {
          const statementsOf = tx as Record<string, unknown>;
          for (const name of ['query', 'exec', 'sql']) countCalls(statementsOf, name, count);
          return callback(tx);
        });
      } finally {
        count(); // COMMIT or ROLLBACK
      }
    };
    undo.push(() => {
      if (ownTransaction) client.transaction = transaction;
      else delete client.transaction;
    });
  }
  try {
    await work();
  } finally {
    for (const step of undo.reverse()) step();
  }
  return statements;
}
