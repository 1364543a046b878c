import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { NOSNIFF } from '../http/use-nosniff.ts';

/**
 * The server listens before the database is ready, so a port in use is reported at once rather than
 * after migrations and the first seed. Until `ready(handler)` is called every request gets 503, but
 * for `/healthz`: the process is alive while it starts (docs/deploy.md).
 */
export function createStartingHandler(): {
  listener: RequestListener;
  ready(handler: RequestListener): void;
} {
  let current: RequestListener | null = null;
  return {
    listener(request: IncomingMessage, response: ServerResponse) {
      if (current) {
        current(request, response);
        return;
      }
      if (request.url === '/healthz' || request.url?.startsWith('/healthz?')) {
        response.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          ...NOSNIFF,
        });
        response.end(JSON.stringify({ status: 'alive' }));
        return;
      }
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', ...NOSNIFF });
      response.end(JSON.stringify({ errors: [{ message: 'The API is starting.' }] }));
    },
    ready(handler) {
      current = handler;
    },
  };
}
