// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOKEN_INVALID_SIGNAL } from './invalid-token-signal.ts';
import { postOperation } from './post-operation.ts';

interface Received {
  method: string;
  contentType: string | undefined;
  body: { operationName: string; query: string; variables: Record<string, unknown> };
}

const received: Received[] = [];
let server: Server;
let endpoint: string;

const answers: Record<string, { status: number; body: unknown }> = {
  Fine: { status: 200, body: { data: { ok: true } } },
  Expired: {
    status: 200,
    body: { data: null, errors: [{ message: 'Please log in.', extensions: { code: 1 } }] },
  },
  Broken: { status: 200, body: { data: null, errors: [{ message: 'Something broke.' }] } },
  Down: { status: 503, body: 'unavailable' },
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Received['body'];
    received.push({ method: request.method ?? '', contentType: request.headers['content-type'], body });
    const answer = answers[body.operationName] ?? { status: 200, body: { data: null } };
    response
      .writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

const operation = (name: string) => ({ name, query: `query ${name} { ok }` });

describe('postOperation', () => {
  it('posts the operation as JSON with its name and variables and gives the data', async () => {
    const result = await postOperation<{ ok: boolean }>(endpoint, operation('Fine'), { id: '7' });
    expect(result).toEqual({ data: { ok: true }, failure: null });
    expect(received).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        body: { operationName: 'Fine', query: 'query Fine { ok }', variables: { id: '7' } },
      },
    ]);
  });

  it('signals code 1 to the auth provider and logs nothing for it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let signals = 0;
    const count = () => signals++;
    window.addEventListener(TOKEN_INVALID_SIGNAL, count);
    try {
      const result = await postOperation(endpoint, operation('Expired'));
      expect(result.failure).toMatchObject({ kind: 'graphql' });
      expect(signals).toBe(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(TOKEN_INVALID_SIGNAL, count);
    }
  });

  it('logs other GraphQL errors and a failed answer with the operation name, as the client does', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await postOperation(endpoint, operation('Broken'));
    expect(broken).toEqual({
      data: null,
      failure: {
        kind: 'graphql',
        message: '[GraphQL] Something broke.',
        errors: [{ message: 'Something broke.' }],
      },
    });
    const down = await postOperation(endpoint, operation('Down'));
    expect(down).toEqual({ data: null, failure: { kind: 'network', status: 503 } });
    expect(errors.mock.calls).toEqual([
      ['GraphQL error in Broken: [GraphQL] Something broke.'],
      ['GraphQL network error in Down: status 503'],
    ]);
  });
});
