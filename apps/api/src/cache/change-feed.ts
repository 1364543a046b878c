import { randomUUID } from 'node:crypto';
import {
  CHANGE_CHANNEL,
  CHANGE_TOPICS,
  type Change,
  type ChangeNotice,
  type Database,
  decodeChangeNotice,
  notifyChange,
} from '@foundry/db';
import pg from 'pg';
import type { Logger } from '../logger.ts';

export type { Change, ChangeTopic } from '@foundry/db';

export type ChangeListener = (change: Change) => void;

/**
 * Where writes say what they changed and caches hear it (docs/performance.md). A change published
 * here reaches this process's listeners at once and, through PostgreSQL NOTIFY, every other process
 * on the same database (another API instance, the add-family command).
 */
export interface ChangeFeed {
  publishChange(change: Change): Promise<void>;
  /** Returns the function that stops listening. */
  subscribeChanges(listener: ChangeListener): () => void;
  /** Stops listening to the database (the process is stopping). */
  close(): Promise<void>;
}

/** Waits between attempts to listen again after the server dropped the connection. */
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 15_000];

/**
 * A feed for one process. With a database it also listens on it: PGlite's own notifications in
 * process, or a dedicated PostgreSQL connection that reconnects when the server drops it (and then
 * reports every topic changed, since notices sent while it was away are lost).
 */
export function createChangeFeed(database?: Database, logger?: Logger): ChangeFeed {
  const origin = randomUUID();
  const listeners = new Set<ChangeListener>();
  const deliver = (change: Change) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        logger?.error({ err: error }, 'a change listener failed');
      }
    }
  };
  const onNotice = (payload: string) => {
    const notice = decodeChangeNotice(payload);
    if (!notice || notice.origin === origin) return;
    deliver(notice.ids ? { topic: notice.topic, ids: notice.ids } : { topic: notice.topic });
  };
  const everythingChanged = () => {
    for (const topic of CHANGE_TOPICS) deliver({ topic });
  };
  const listening = startListening(database, onNotice, everythingChanged, logger);

  return {
    async publishChange(change) {
      deliver(change);
      if (database) {
        const notice: ChangeNotice = { ...change, origin };
        await notifyChange(database.db, notice);
      }
    },
    subscribeChanges(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listening.stop(),
  };
}

interface Listening {
  stop(): Promise<void>;
}

function startListening(
  database: Database | undefined,
  onNotice: (payload: string) => void,
  onReconnected: () => void,
  logger: Logger | undefined,
): Listening {
  if (database?.kind === 'pglite') {
    const unlisten = database.client.listen(CHANGE_CHANNEL, onNotice);
    let stopped: Promise<void> | undefined;
    // Stopping twice (a test's own close, then the app's) unlistens once.
    return { stop: () => (stopped ??= unlisten.then((stop) => stop())) };
  }
  if (database?.kind === 'postgres') {
    const connectionString = database.client.options.connectionString;
    if (connectionString) return listenOnPostgres(connectionString, onNotice, onReconnected, logger);
  }
  return { stop: async () => {} };
}

function listenOnPostgres(
  connectionString: string,
  onNotice: (payload: string) => void,
  onReconnected: () => void,
  logger: Logger | undefined,
): Listening {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) onNotice(message.payload);
    });
    next.on('error', (error) => {
      logger?.warn({ err: error }, 'the change feed lost its database connection');
      next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      logger?.warn({ err: error }, 'the change feed could not listen; trying again');
      next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (again) onReconnected();
  };

  const ready = connect(false);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** The feed of this process: in process until `useProcessChangeFeed` hands it a database's feed. */
let processFeed: ChangeFeed = createChangeFeed();
const processListeners = new Set<ChangeListener>();
let detachProcessFeed = processFeed.subscribeChanges((change) => {
  for (const listener of processListeners) listener(change);
});

/** Makes `feed` the one `publishChange` and `subscribeChanges` use (the API's start-up). */
export function useProcessChangeFeed(feed: ChangeFeed): ChangeFeed {
  detachProcessFeed();
  processFeed = feed;
  detachProcessFeed = feed.subscribeChanges((change) => {
    for (const listener of processListeners) listener(change);
  });
  return feed;
}

/** The feed this process's caches listen to. */
export function processChangeFeed(): ChangeFeed {
  return {
    publishChange,
    subscribeChanges,
    close: () => processFeed.close(),
  };
}

/** Says what a write changed: this process's caches at once, every other process by NOTIFY. */
export function publishChange(change: Change): Promise<void> {
  return processFeed.publishChange(change);
}

/** Calls `listener` with every change published in this or (on a database) any other process. */
export function subscribeChanges(listener: ChangeListener): () => void {
  processListeners.add(listener);
  return () => processListeners.delete(listener);
}
