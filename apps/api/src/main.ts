import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Database } from '@foundry/db';
import { createApp } from './app.ts';
import { drainServer } from './bootstrap/drain-server.ts';
import { handleProcessFaults } from './bootstrap/handle-process-faults.ts';
import { listen } from './bootstrap/listen.ts';
import { openDatabaseForRequests, prepareDatabase } from './bootstrap/open-and-prepare-database.ts';
import { PREPARE_DATABASE_FLAG, prepareDatabaseInChild } from './bootstrap/prepare-database-in-child.ts';
import type { Scheduler } from './bootstrap/scheduled-jobs/scheduler.ts';
import { startDownloadWorker } from './bootstrap/start-download-worker.ts';
import { startScheduledJobs } from './bootstrap/start-scheduled-jobs.ts';
import { createStartingHandler } from './bootstrap/starting-handler.ts';
import { reasonOf, StartupError } from './bootstrap/startup-error.ts';
import { type ChangeFeed, createChangeFeed, useProcessChangeFeed } from './cache/change-feed.ts';
import { ConfigError, loadConfig } from './config.ts';
import { limitConcurrentGraphql } from './http/limit-concurrent-graphql.ts';
import { createMailer } from './integrations/mail/create-mailer.ts';
import { createFileStorage } from './integrations/storage/create-file-storage.ts';
import { createVatChecker } from './integrations/vat/create-vat-checker.ts';
import { revalidateWebPagesOnChange } from './integrations/web-revalidation/revalidate-on-change.ts';
import { createLogger } from './logger.ts';
import type { DownloadWorker } from './services/downloads/download-worker.ts';

/** Prints one sentence and stops: configuration and start-up problems are not stack traces. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function loadConfigOrFail(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The child of prepareDatabaseInChild: migrates and seeds, then exits; its memory goes with it. */
async function prepareOnly(): Promise<void> {
  const config = loadConfigOrFail();
  const logger = createLogger(config);
  const database = await prepareDatabase(config, createFileStorage(config), logger);
  await database.close();
  process.exit(0);
}

async function main(): Promise<void> {
  const config = loadConfigOrFail();
  const logger = createLogger(config);
  handleProcessFaults(logger);
  const storage = createFileStorage(config);

  const starting = createStartingHandler();
  const server = createServer(starting.listener);
  let database: Database | null = null;
  let downloadWorker: DownloadWorker | null = null;
  let scheduler: Scheduler | null = null;
  let changeFeed: ChangeFeed | null = null;
  let preparing: ChildProcess | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Stopping: finishing requests in flight and the download being built');
    preparing?.kill('SIGTERM');
    // Requests in flight are answered (up to DRAIN_CAP_MS) and the worker finishes the ZIP it is
    // building, as does a scheduled job that is running; only then does the database close (docs/deploy.md).
    Promise.all([drainServer(server), downloadWorker?.stop(), scheduler?.stop()])
      .then(() => changeFeed?.close())
      .then(() => database?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  await listen(server, config.apiPort);
  try {
    // In a process of its own: what the first seed holds leaves with it (docs/performance.md).
    await prepareDatabaseInChild((child) => {
      preparing = child;
    });
    preparing = null;
    if (stopping) return;
    database = await openDatabaseForRequests(config, logger);
  } catch (error) {
    server.close();
    if (stopping) return;
    throw error;
  }
  if (stopping) {
    await database.close();
    return;
  }
  // Caches hear writes of every process on this database (docs/performance.md).
  changeFeed = useProcessChangeFeed(createChangeFeed(database, logger));
  revalidateWebPagesOnChange(changeFeed, config.webRevalidation, logger);
  // One mail adapter for the requests and the scheduled jobs (bills, pause notices).
  const mailer = createMailer(config.mail);
  // One VAT register (and its answer cache) for the requests and the web font bills.
  const vatChecker = createVatChecker(config.vat);
  const { yoga } = createApp({ config, database, storage, logger, mailer, vatChecker });
  starting.ready(
    config.graphqlConcurrency > 0 ? limitConcurrentGraphql(yoga, config.graphqlConcurrency) : yoga,
  );
  downloadWorker = startDownloadWorker(database, storage, logger, config.downloadWorker);
  scheduler = startScheduledJobs(database, logger, {
    mailer,
    vatChecker,
    urls: { publicUrl: config.publicUrl, apiUrl: config.apiUrl },
  });
  logger.info({ url: `${config.apiUrl}/graphql`, database: database.kind }, 'API ready');
}

const run = process.argv.includes(PREPARE_DATABASE_FLAG) ? prepareOnly : main;
run().catch((error: unknown) => {
  if (error instanceof StartupError) fail(error.message);
  fail(`The API could not start: ${reasonOf(error)}.`);
});
