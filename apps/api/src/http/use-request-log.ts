import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { requestIdOf } from '../security/request-id.ts';
import { loggablePath } from './loggable-path.ts';

/** One structured line per request: method, path (secrets masked), status, request id and duration. */
export function useRequestLog(logger: Logger): Plugin {
  // Below info (LOG_LEVEL=warn in production) the line is never written: no hook, no cost per request.
  if (!logger.isLevelEnabled('info')) return {};
  const started = new WeakMap<Request, number>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onResponse({ request, response }) {
      const start = started.get(request);
      logger.info(
        {
          requestId: requestIdOf(request),
          method: request.method,
          path: loggablePath(new URL(request.url).pathname),
          status: response.status,
          ms: start === undefined ? undefined : Math.round(performance.now() - start),
        },
        'request',
      );
    },
  };
}
