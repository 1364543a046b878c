import type { Server } from 'node:http';

/** How long a stop waits for requests in flight before cutting them (docs/deploy.md). */
export const DRAIN_CAP_MS = 25_000;

/**
 * Stops accepting connections and resolves once every request in flight has been answered, or when
 * `capMs` has passed (the rest are cut). Keep-alive connections are closed as soon as they are idle,
 * so a client that keeps one open cannot hold the process up.
 */
export function drainServer(server: Server, capMs = DRAIN_CAP_MS): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cap = setTimeout(() => server.closeAllConnections(), capMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cap);
      resolve();
    });
    server.closeIdleConnections();
  });
}
