import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../src/app.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

const CHUNK_BYTES = 64 * 1024;

/** A chunked body (no Content-Length) of 50 MB that counts how many chunks the server pulled. */
function endlessBody(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new TextEncoder().encode('#'.repeat(CHUNK_BYTES));
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled += 1;
        if (pulled > 800) controller.close();
        else controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

describe('the GraphQL body limit', () => {
  let app: TestApp;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp();
    server = createServer(app.yoga);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}/graphql`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await app.close();
  });

  const post = (body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: WEB_ORIGIN }, body });

  it('answers a body within the limit over HTTP', async () => {
    const response = await post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(900_000)}` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a declared Content-Length over the limit with 413 over HTTP', async () => {
    const response = await post(
      JSON.stringify({ query: `{ __typename } #${'x'.repeat(MAX_REQUEST_BODY_BYTES)}` }),
    );
    expect(response.status).toBe(413);
  });

  it('refuses a malformed Content-Length with 400', async () => {
    const response = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '10, 10', origin: WEB_ORIGIN },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(400);
  });

  it('counts a chunked body as it streams and stops reading past the limit', async () => {
    const { body, pulled } = endlessBody();
    const response = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(Math.ceil(MAX_REQUEST_BODY_BYTES / CHUNK_BYTES) + 3);
  });
});
