import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from './route.ts';

interface Received {
  url: string;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];
// A local stand-in of the ingest API: it records what the tunnel forwards.
const ingest = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(200).end('{}');
  });
});

const DSN = 'https://publickey@o7.ingest.example.test/42';
const previous = { dsn: process.env.SENTRY_DSN, ingest: process.env.SENTRY_INGEST_URL };

function envelope(dsn: string): string {
  const item = JSON.stringify({ message: 'boom', level: 'error' });
  return `${JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', dsn })}\n${JSON.stringify({ type: 'event', length: item.length })}\n${item}\n`;
}

const post = (body: string) => POST(new Request('http://shop.test/monitoring', { method: 'POST', body }));

beforeAll(async () => {
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const { port } = ingest.address() as AddressInfo;
  process.env.SENTRY_DSN = DSN;
  process.env.SENTRY_INGEST_URL = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const [key, value] of [
    ['SENTRY_DSN', previous.dsn],
    ['SENTRY_INGEST_URL', previous.ingest],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await new Promise((resolve) => ingest.close(resolve));
});

describe('the /monitoring tunnel', () => {
  it('forwards a report for our DSN byte for byte to the ingest API of its project', async () => {
    const body = envelope(DSN);
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(received).toEqual([
      { url: '/api/42/envelope/', contentType: 'application/x-sentry-envelope', body },
    ]);
  });

  it('refuses envelopes for another host or project, and garbage', async () => {
    received.length = 0;
    expect((await post(envelope('https://publickey@evil.example.test/42'))).status).toBe(403);
    expect((await post(envelope('https://publickey@o7.ingest.example.test/43'))).status).toBe(403);
    expect((await post('not json\n{}')).status).toBe(400);
    expect(received).toEqual([]);
  });

  it('is absent while no DSN is configured', async () => {
    const dsn = process.env.SENTRY_DSN;
    delete process.env.SENTRY_DSN;
    try {
      expect((await post(envelope(DSN))).status).toBe(404);
    } finally {
      process.env.SENTRY_DSN = dsn;
    }
  });
});
