import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './graphql.ts';
import { serverQuery } from './server-query.ts';

// Cached reads go through Next's data cache. Outside `next start` it is the one Next finds on
// globalThis: here the same file-system cache `next start` uses, in a folder of this test's own.
const ReadHelpTitlesQuery = graphql(`
  query ReadHelpTitles($search: String) {
    readHelpItems(search: $search) {
      title
    }
  }
`);

type Reply = { status: number; body: string };
const good = (title: string): Reply => ({
  status: 200,
  body: JSON.stringify({ data: { readHelpItems: [{ title }] } }),
});
const graphqlError: Reply = {
  status: 200,
  body: JSON.stringify({ data: null, errors: [{ message: 'database unavailable' }] }),
};
const badGateway: Reply = { status: 502, body: '<h1>502 Bad Gateway</h1>' };

let server: Server;
let replies: Reply[] = [];
let requests = 0;
let cacheDir: string;
const previousApiUrl = process.env.API_URL;
const globals = globalThis as { __incrementalCache?: IncrementalCache };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    for await (const _chunk of request);
    requests += 1;
    const reply = replies.shift() ?? { status: 500, body: 'no reply left' };
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cacheDir = await mkdtemp(join(tmpdir(), 'foundry-data-cache-'));
  globals.__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir: cacheDir,
    requestHeaders: {},
    maxMemoryCacheSize: 1024 * 1024,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: {} as never,
    },
  });
});

afterAll(async () => {
  delete globals.__incrementalCache;
  if (previousApiUrl === undefined) delete process.env.API_URL;
  else process.env.API_URL = previousApiUrl;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(cacheDir, { recursive: true, force: true });
});

/** A cached read (as the public pages make them) of the help articles matching `search`. */
const cachedRead = (search: string) => serverQuery(ReadHelpTitlesQuery, { search }, { revalidate: 60 });

describe('a cached serverQuery', () => {
  it('keeps no answer with GraphQL errors: the next read asks again and keeps the good answer', async () => {
    replies = [graphqlError, good('Installing fonts')];
    requests = 0;
    expect(await cachedRead('install')).toMatchObject({ ok: false, failure: { kind: 'graphql' } });
    expect(await cachedRead('install')).toEqual({
      ok: true,
      data: { readHelpItems: [{ title: 'Installing fonts' }] },
    });
    // The good answer is the one kept: a third read is served without asking the API.
    expect(await cachedRead('install')).toEqual({
      ok: true,
      data: { readHelpItems: [{ title: 'Installing fonts' }] },
    });
    expect(requests).toBe(2);
  });

  it('keeps no answer with a failed HTTP status either', async () => {
    replies = [badGateway, good('Paying by card')];
    requests = 0;
    expect(await cachedRead('card')).toMatchObject({ ok: false, failure: { kind: 'network', status: 502 } });
    expect(await cachedRead('card')).toEqual({
      ok: true,
      data: { readHelpItems: [{ title: 'Paying by card' }] },
    });
    expect(await cachedRead('card')).toEqual({
      ok: true,
      data: { readHelpItems: [{ title: 'Paying by card' }] },
    });
    expect(requests).toBe(2);
  });
});
