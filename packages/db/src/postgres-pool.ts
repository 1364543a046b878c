import pg from 'pg';

export type PostgresPoolOptions = {
  /** Server-side limit per statement (ms); a statement running longer is cancelled (57014). */
  statementTimeoutMs?: number;
  /** Told about every connection the server drops (restart, pg_terminate_backend, network). */
  onConnectionError?: (error: Error) => void;
};

/**
 * Connections the API keeps open at most; requests beyond it wait for a free one. Under 50 concurrent
 * HTTP connections a statement waits for a connection far less than the 5 s acquire timeout: one
 * Node process keeps about this many statements in flight, and more would only queue on the server's
 * two cores (docs/performance.md). Four processes stay within the server's default of 100.
 */
const MAX_CONNECTIONS = 20;
/** A transaction that sits idle this long (a stuck request holding row locks) is ended by the server. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

/**
 * The node-postgres pool behind the API. A connection the server drops emits 'error' on its
 * client; pg-pool handles that only while the client is idle, so a client checked out (a
 * transaction) would crash the process with an unhandled 'error' event. Every client gets a
 * handler when it connects: the request using it fails with the query's own error, and the pool
 * discards the client on release because it is no longer queryable. See docs/resilience.md.
 */
export function createPostgresPool(databaseUrl: string, options: PostgresPoolOptions = {}): pg.Pool {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: MAX_CONNECTIONS,
    connectionTimeoutMillis: 5_000,
    // Notices a peer that vanished without closing the socket (a cut network, a crashed host).
    keepAlive: true,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  // The per-client handler above already reported it; the pool removes the idle client itself.
  pool.on('error', () => {});
  return pool;
}
