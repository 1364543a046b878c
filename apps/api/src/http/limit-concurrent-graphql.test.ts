import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConcurrentGraphql } from './limit-concurrent-graphql.ts';

/** A server whose handler holds every response until the test ends it, noting each start. */
async function holdingServer(limit: number) {
  const started: { url: string; response: ServerResponse }[] = [];
  let onStart = () => {};
  const server = createServer(
    limitConcurrentGraphql((request, response) => {
      started.push({ url: request.url ?? '', response });
      onStart();
    }, limit),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    started,
    /** Resolves once `count` requests have reached the handler. */
    startedCount: (count: number) =>
      new Promise<void>((done) => {
        onStart = () => started.length >= count && done();
        onStart();
      }),
    ask: (path: string) => fetch(`${base}${path}`, { method: 'POST', body: '{}' }).then((r) => r.text()),
    close: () => new Promise((done) => server.close(done)),
  };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('limitConcurrentGraphql', () => {
  it('runs at most the limit of GraphQL requests at once and starts the next when one is answered', async () => {
    const server = await holdingServer(2);
    close = server.close;
    const answers = [server.ask('/graphql?a'), server.ask('/graphql?b')];
    await server.startedCount(2);
    answers.push(server.ask('/graphql?c'));
    // Other routes are never held: a health check gets through while GraphQL is full.
    const health = server.ask('/healthz');
    await server.startedCount(3);
    expect(server.started.map((each) => each.url).sort()).toEqual(
      ['/graphql?a', '/graphql?b', '/healthz'].sort(),
    );
    server.started.find((each) => each.url === '/healthz')?.response.end('alive');
    expect(await health).toBe('alive');

    server.started.find((each) => each.url === '/graphql?a')?.response.end('a');
    await server.startedCount(4);
    expect(server.started[3]?.url).toBe('/graphql?c');
    for (const each of server.started.slice(1)) each.response.end(each.url.slice(-1));
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a limit that is not a whole number from 1', () => {
    expect(() => limitConcurrentGraphql(() => {}, 0)).toThrow(RangeError);
  });
});
