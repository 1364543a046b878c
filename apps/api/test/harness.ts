import { Writable } from 'node:stream';
import type { Database } from '@foundry/db';
import { openFromTemplate } from '@foundry/db/testing/test-database';
import { pino } from 'pino';
import { inject } from 'vitest';
import { type App, type AppDependencies, createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { FileStorage } from '../src/integrations/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/integrations/storage/local-file-storage.ts';

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

export interface TestApp extends App {
  config: Config;
  database: Database;
  storage: FileStorage;
  /** Every JSON line the app logged. */
  logs: Record<string, unknown>[];
  /** Runs a GraphQL document through the whole HTTP pipeline. */
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  /** Runs `work` and counts the SQL statements it sends (both drivers go through `client.query`). */
  countStatements(work: () => Promise<unknown>): Promise<number>;
  /** Any request to the app, e.g. `/files/<key>`; a path is resolved against API_URL. */
  fetch(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Builds the app in-process on its own copy of the seeded database, as `main.ts` would. */
export async function createTestApp(
  options: { env?: Record<string, string>; schema?: AppDependencies['schema'] } = {},
): Promise<TestApp> {
  const database = await openFromTemplate(inject('databaseTemplate'));
  const config = loadConfig({
    API_URL,
    PUBLIC_URL: WEB_ORIGIN,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    ...options.env,
  });
  const storage = createLocalFileStorage(inject('filesDir'), config.apiUrl);
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
  });

  const fetchApp = (pathOrUrl: string, init?: RequestInit) =>
    Promise.resolve(app.yoga.fetch(new URL(pathOrUrl, API_URL), init ?? {}));

  return {
    ...app,
    config,
    database,
    storage,
    logs,
    fetch: fetchApp,
    async countStatements(work) {
      const client = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
      const original = client.query;
      let statements = 0;
      client.query = function (this: unknown, ...args: unknown[]) {
        statements += 1;
        return original.apply(this, args);
      };
      try {
        await work();
      } finally {
        client.query = original;
      }
      return statements;
    },
    async graphql(query, variables, headers) {
      const response = await fetchApp('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    close: () => database.close(),
  };
}
