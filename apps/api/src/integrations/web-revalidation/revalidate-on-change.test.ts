import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createChangeFeed } from '../../cache/change-feed.ts';
import { createLogger } from '../../logger.ts';
import { revalidateWebPagesOnChange } from './revalidate-on-change.ts';

const TOKEN = 'a-revalidation-token-of-32-chars!';

// A stand-in for the web's POST /api/revalidate that records the tags it is sent.
let server: Server;
let url: string;
const received: string[][] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      if (request.headers.authorization === `Bearer ${TOKEN}`) received.push(JSON.parse(text).tags);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function until(check: () => boolean) {
  for (let waited = 0; waited < 2_000 && !check(); waited += 20) await new Promise((r) => setTimeout(r, 20));
}

it("sends a change's topic to the web server as its cache tag, until unsubscribed", async () => {
  const feed = createChangeFeed();
  const logger = createLogger({ logLevel: 'silent' });
  const stop = revalidateWebPagesOnChange(feed, { urls: [url], token: TOKEN }, logger);

  await feed.publishChange({ topic: 'catalogue', ids: ['family-1'] });
  await until(() => received.length === 1);
  expect(received).toEqual([['catalogue']]);

  await feed.publishChange({ topic: 'help' });
  await until(() => received.length === 2);
  expect(received[1]).toEqual(['help']);

  stop();
  await feed.publishChange({ topic: 'stories' });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received).toHaveLength(2);
  await feed.close();
});

it('sends nothing without a configured web server', async () => {
  const before = received.length;
  const feed = createChangeFeed();
  const stop = revalidateWebPagesOnChange(feed, null, createLogger({ logLevel: 'silent' }));
  await feed.publishChange({ topic: 'catalogue' });
  await new Promise((resolve) => setTimeout(resolve, 200));
  stop();
  await feed.close();
  expect(received).toHaveLength(before);
});
