import { describe, expect, it } from 'vitest';
import { handleRevalidationRequest } from './handle-revalidation-request.ts';

const TOKEN = 'a-revalidation-token-of-32-chars!';

function post(body: string, authorization?: string): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  return new Request('http://web.test/api/revalidate', { method: 'POST', headers, body });
}

async function run(request: Request, token: string | undefined = TOKEN) {
  const revalidated: string[] = [];
  const later: (() => void)[] = [];
  const response = await handleRevalidationRequest(request, {
    token,
    revalidate: (tag) => revalidated.push(tag),
    afterRendersInFlight: (task) => later.push(task),
  });
  return { status: response.status, body: await response.json(), revalidated, later };
}

describe('handleRevalidationRequest', () => {
  it('expires each tag of an authorised request once', async () => {
    const result = await run(
      post(JSON.stringify({ tags: ['catalogue', 'family:inter', 'catalogue'] }), `Bearer ${TOKEN}`),
    );
    expect(result.status).toBe(200);
    expect(result.revalidated).toEqual(['catalogue', 'family:inter']);
    expect(result.body).toEqual({ revalidated: ['catalogue', 'family:inter'] });
  });

  it('expires the tags again once the renders in flight have finished', async () => {
    const result = await run(
      post(JSON.stringify({ tags: ['catalogue', 'family:inter'] }), `Bearer ${TOKEN}`),
    );
    // A page whose render began before the change is stored after the first expiry, as new.
    expect(result.revalidated).toEqual(['catalogue', 'family:inter']);
    expect(result.later).toHaveLength(1);
    for (const task of result.later) task();
    expect(result.revalidated).toEqual(['catalogue', 'family:inter', 'catalogue', 'family:inter']);
  });

  it('refuses a missing or wrong token and expires nothing', async () => {
    const body = JSON.stringify({ tags: ['catalogue'] });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ', `Basic ${TOKEN}`]) {
      const result = await run(post(body, authorization));
      expect(result.status).toBe(401);
      expect(result.revalidated).toEqual([]);
      expect(result.later).toEqual([]);
    }
  });

  it('is off (404) without a configured token, whatever the request says', async () => {
    const result = await run(post(JSON.stringify({ tags: ['catalogue'] }), 'Bearer '), '');
    expect(result.status).toBe(404);
    expect(result.revalidated).toEqual([]);
  });

  it('refuses bodies that are not a short list of tags', async () => {
    const bad = [
      'not json',
      '{}',
      '{"tags":[]}',
      '{"tags":"catalogue"}',
      '{"tags":[1]}',
      '{"tags":["has space"]}',
      JSON.stringify({ tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }),
    ];
    for (const body of bad) {
      const result = await run(post(body, `Bearer ${TOKEN}`));
      expect(result.status, body).toBe(400);
      expect(result.revalidated).toEqual([]);
      expect(result.later).toEqual([]);
    }
    const huge = await run(post(JSON.stringify({ tags: ['a'.repeat(20_000)] }), `Bearer ${TOKEN}`));
    expect(huge.status).toBe(413);
  });
});
