import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * Runs at most `limit` GraphQL requests at once; the others wait, in order, before anything of theirs
 * is read or parsed. Under load a request that has started holds its rows, loaders and answer until it
 * is written: at 50 connections on two cores, 50 such requests at once kept the heap at 400 MB, and
 * none finished sooner for it (docs/performance.md, "Memory"). Other routes (health, files) are not held.
 */
export function limitConcurrentGraphql(handler: RequestListener, limit: number): RequestListener {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number from 1');
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = (request: IncomingMessage, response: ServerResponse) => {
    running += 1;
    // 'close' comes once the answer is written or the client has gone, whichever is first.
    response.once('close', () => {
      running -= 1;
      waiting.shift()?.();
    });
    handler(request, response);
  };
  return (request, response) => {
    if (!isGraphqlPath(request.url)) return handler(request, response);
    if (running < limit) return run(request, response);
    waiting.push(() => run(request, response));
  };
}

function isGraphqlPath(url: string | undefined): boolean {
  return url === '/graphql' || url?.startsWith('/graphql?') === true;
}
