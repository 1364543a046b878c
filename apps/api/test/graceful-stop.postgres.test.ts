import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { WEB_ORIGIN } from './harness.ts';

// PostgreSQL only (excluded from the PGlite pass in vitest.config.ts): a real API process, started
// by api-process.ts on a copy of the server's template database, receives the signal.

const QUERY = JSON.stringify({ query: '{ readFamilies(pageSize: 2) { nodes { url } } }' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request that is in flight for as long as the test wants: the headers and half the body go out
 * now, the rest when `finish()` is called. No delay is built into the API for this.
 */
function slowGraphqlRequest(url: string) {
  const body = Buffer.from(QUERY);
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      `${url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          origin: WEB_ORIGIN,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += String(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.write(body.subarray(0, half));
    finish = () => outgoing.end(body.subarray(half));
  });
  // Observed (not left unhandled) if the process drops it before the test awaits it.
  answer.catch(() => {});
  return { answer, finish: () => finish() };
}

describe('SIGTERM drains the API', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApiProcess();
  });
  afterAll(() => api.close());

  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    const slow = slowGraphqlRequest(api.url);
    await sleep(500);
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
    api.child.kill('SIGTERM');
    await sleep(1_000);

    // No longer listening: a new connection is refused while the old request is still open.
    const refused = await fetch(`${api.url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      () => 'answered',
      (error: Error) => String((error.cause as NodeJS.ErrnoException | undefined)?.code ?? error.message),
    );
    expect(refused).toBe('ECONNREFUSED');
    expect(api.alive()).toBe(true);

    slow.finish();
    const { status, text } = await slow.answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.readFamilies.nodes).toHaveLength(2);
    expect(await exited).toBe(0);
  });
});
