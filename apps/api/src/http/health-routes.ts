import type { Db } from '@foundry/db';
import type { Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Logger } from '../logger.ts';
import { checkReadiness } from '../operations/check-readiness.ts';

interface HealthRoutesOptions {
  db: Db;
  storage: FileStorage;
  logger: Logger;
}

const NO_STORE = {
  'cache-control': 'no-store',
  'content-type': 'application/json',
  'x-content-type-options': 'nosniff',
};

/**
 * `GET /healthz`: 200 while the process runs. `GET /readyz`: 200 when the database, its migrations
 * and the file storage all work, else 503 naming the failing checks (docs/deploy.md). Reasons go to
 * the log, not the answer: these routes are public.
 */
export function useHealthRoutes({ db, storage, logger }: HealthRoutesOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== '/healthz' && url.pathname !== '/readyz') return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        endResponse(
          new fetchAPI.Response(null, { status: 405, headers: { allow: 'GET, HEAD', ...NO_STORE } }),
        );
        return;
      }
      if (url.pathname === '/healthz') {
        endResponse(
          new fetchAPI.Response(JSON.stringify({ status: 'alive' }), { status: 200, headers: NO_STORE }),
        );
        return;
      }
      const { ready, checks, reasons } = await checkReadiness(db, storage);
      if (!ready) logger.warn({ checks, reasons }, 'not ready');
      const body = JSON.stringify({ status: ready ? 'ready' : 'not ready', checks });
      endResponse(new fetchAPI.Response(body, { status: ready ? 200 : 503, headers: NO_STORE }));
    },
  };
}
