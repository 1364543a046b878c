import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../src/app.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

describe('X-Content-Type-Options: nosniff on every API answer', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await app.storage.put('test/sniff.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
  });
  afterAll(() => app.close());

  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
    body: JSON.stringify(body),
  });

  it.each([
    ['a GraphQL answer', '/graphql', json({ query: '{ __typename }' }), 200],
    ['a GraphQL validation error', '/graphql', json({ query: '{ nope }' }), 200],
    [
      'a refused origin',
      '/graphql',
      {
        ...json({ query: '{ __typename }' }),
        headers: { origin: 'https://evil.example', cookie: 'a=b', 'content-type': 'application/json' },
      },
      403,
    ],
    [
      'a body over the limit',
      '/graphql',
      json({ query: `{ __typename } #${'x'.repeat(MAX_REQUEST_BODY_BYTES)}` }),
      413,
    ],
    [
      'a CORS preflight',
      '/graphql',
      { method: 'OPTIONS', headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'POST' } },
      204,
    ],
    ['a stored file', '/files/test/sniff.svg', {}, 200],
    ['a missing file', '/files/test/missing.svg', {}, 404],
    ['a font subset', '/fonts/subsets/v1/unknown/latin.woff2', {}, 404],
    ['a web font CSS kit', '/webfonts/v1/unknown.css', {}, 404],
    ['an order document', '/orders/1/abc/invoice.pdf', {}, 404],
    ['a download', '/downloads/1/abc/Inter.zip', {}, 404],
    [
      'an upload that is not multipart',
      '/uploads/images',
      { method: 'POST', headers: { origin: WEB_ORIGIN } },
      415,
    ],
    ['an unknown path', '/nothing-here', {}, 404],
  ] as const)('on %s', async (_what, path, init, status) => {
    const response = await app.fetch(path, init as RequestInit);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
