import { Client, fetchExchange, gql } from 'urql';
import { describe, expect, it } from 'vitest';
import { queryWithSignal } from './query-with-signal.ts';

const Query = gql`
  query Ping {
    ping
  }
`;

/** A client whose fetch records each request's signal and answers when told to. */
function clientWithManualFetch() {
  const calls: { signal: AbortSignal | null | undefined; answer: (body: unknown) => void }[] = [];
  const client = new Client({
    url: 'http://api.test/graphql',
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetch: (_url, init) =>
      new Promise<Response>((resolve) => {
        calls.push({
          signal: init?.signal,
          answer: (body) =>
            resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
        });
      }),
  });
  return { client, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('queryWithSignal', () => {
  it('gives the first settled result', async () => {
    const { client, calls } = clientWithManualFetch();
    const pending = queryWithSignal(client, Query, {}, new AbortController().signal);
    await tick();
    calls[0]?.answer({ data: { ping: 'pong' } });
    expect((await pending)?.data).toEqual({ ping: 'pong' });
  });

  it('aborts the HTTP request and resolves to null when the signal aborts', async () => {
    const { client, calls } = clientWithManualFetch();
    const controller = new AbortController();
    const pending = queryWithSignal(client, Query, {}, controller.signal);
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    controller.abort();
    expect(await pending).toBeNull();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('sends nothing for a signal that is already aborted', async () => {
    const { client, calls } = clientWithManualFetch();
    const controller = new AbortController();
    controller.abort();
    expect(await queryWithSignal(client, Query, {}, controller.signal)).toBeNull();
    await tick();
    expect(calls).toHaveLength(0);
  });
});
