import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revalidateWebPages } from './revalidate-web-pages.ts';
import { parseWebRevalidationConfig } from './web-revalidation-config.ts';

const TOKEN = 'a-revalidation-token-of-32-chars!';

interface Received {
  authorization: string | undefined;
  tags: string[];
}

// A stand-in for the web server's route: it checks the token as the route does and records the tags.
let server: Server;
let url: string;
let received: Received[] = [];
let failuresLeft = 0;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { tags: string[] };
    received.push({ authorization: request.headers.authorization, tags: body.tags });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      response.writeHead(503).end('restarting');
      return;
    }
    const authorised = request.headers.authorization === `Bearer ${TOKEN}`;
    response.writeHead(authorised ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(authorised ? { revalidated: body.tags } : { error: 'unauthorised' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  failuresLeft = 0;
});

describe('revalidateWebPages', () => {
  it('posts the tags, once each, with the bearer token', async () => {
    const outcome = await revalidateWebPages(['catalogue', 'family:inter', 'catalogue'], {
      config: { urls: [url], token: TOKEN },
    });
    expect(outcome).toEqual({ ok: true, tags: ['catalogue', 'family:inter'] });
    expect(received).toEqual([{ authorization: `Bearer ${TOKEN}`, tags: ['catalogue', 'family:inter'] }]);
  });

  it('splits long lists into requests the route accepts', async () => {
    const tags = Array.from({ length: 150 }, (_, index) => `family:f${index}`);
    const outcome = await revalidateWebPages(tags, { config: { urls: [url], token: TOKEN } });
    expect(outcome.ok).toBe(true);
    expect(received.map((request) => request.tags.length)).toEqual([100, 50]);
  });

  it('retries once when the web server is briefly away', async () => {
    failuresLeft = 1;
    const outcome = await revalidateWebPages(['stories'], { config: { urls: [url], token: TOKEN } });
    expect(outcome).toEqual({ ok: true, tags: ['stories'] });
    expect(received).toHaveLength(2);
  });

  it('reports a refusal instead of throwing', async () => {
    const outcome = await revalidateWebPages(['products'], {
      config: { urls: [url], token: `${TOKEN}-wrong` },
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.reason).toContain('HTTP 401');
  });

  it('reports an unreachable web server', async () => {
    const outcome = await revalidateWebPages(['products'], {
      config: { urls: ['http://127.0.0.1:1/api/revalidate'], token: TOKEN },
    });
    expect(outcome.ok).toBe(false);
  });

  it('tells every web process listed, even when one of them is down', async () => {
    const down = 'http://127.0.0.1:1/api/revalidate';
    const outcome = await revalidateWebPages(['catalogue'], {
      config: { urls: [url, down, url], token: TOKEN },
    });
    expect(received).toEqual([
      { authorization: `Bearer ${TOKEN}`, tags: ['catalogue'] },
      { authorization: `Bearer ${TOKEN}`, tags: ['catalogue'] },
    ]);
    expect(outcome.ok ? '' : outcome.reason).toContain(down);
  });

  it('does nothing when revalidation is not configured', async () => {
    expect(await revalidateWebPages(['catalogue'], { config: null })).toEqual({ ok: true, tags: [] });
    expect(received).toEqual([]);
  });
});

describe('parseWebRevalidationConfig', () => {
  it('is off when neither setting is given and complete when both are', () => {
    expect(parseWebRevalidationConfig({})).toEqual({ config: null });
    expect(
      parseWebRevalidationConfig({
        WEB_REVALIDATE_URL: 'http://web:3000/api/revalidate',
        REVALIDATE_TOKEN: TOKEN,
      }),
    ).toEqual({ config: { urls: ['http://web:3000/api/revalidate'], token: TOKEN } });
    expect(
      parseWebRevalidationConfig({
        WEB_REVALIDATE_URL: 'http://web-1:3000/api/revalidate, http://web-2:3000/api/revalidate',
        REVALIDATE_TOKEN: TOKEN,
      }),
    ).toEqual({
      config: {
        urls: ['http://web-1:3000/api/revalidate', 'http://web-2:3000/api/revalidate'],
        token: TOKEN,
      },
    });
  });

  it('names the setting at fault', () => {
    expect(parseWebRevalidationConfig({ REVALIDATE_TOKEN: TOKEN })).toHaveProperty('error');
    expect(parseWebRevalidationConfig({ WEB_REVALIDATE_URL: 'ftp://web', REVALIDATE_TOKEN: TOKEN })).toEqual({
      error: expect.stringContaining('WEB_REVALIDATE_URL'),
    });
    expect(
      parseWebRevalidationConfig({
        WEB_REVALIDATE_URL: 'http://web/api/revalidate,',
        REVALIDATE_TOKEN: TOKEN,
      }),
    ).toEqual({ error: expect.stringContaining('WEB_REVALIDATE_URL') });
    expect(
      parseWebRevalidationConfig({
        WEB_REVALIDATE_URL: 'http://web/api/revalidate',
        REVALIDATE_TOKEN: 'short',
      }),
    ).toEqual({ error: expect.stringContaining('REVALIDATE_TOKEN') });
  });
});
