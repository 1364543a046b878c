import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../lib/graphql.ts';
import { usePlainRoutes } from './use-plain-routes.ts';

const schema = buildSchema('type Query { hello: String }');

/** A route answering `path` with `body`, noting every request it sees. */
function route(path: string, body: string, seen: string[]): Plugin {
  return {
    async onRequest({ url, endResponse, fetchAPI }) {
      seen.push(`${body} ${url.pathname}`);
      if (url.pathname === path) endResponse(new fetchAPI.Response(body));
    },
  };
}

function server(routes: Plugin[]) {
  const yoga = createYoga({ schema, landingPage: false, plugins: [usePlainRoutes('/graphql', routes)] });
  return (path: string, init: RequestInit = {}) => yoga.fetch(`http://localhost${path}`, init);
}

describe('usePlainRoutes', () => {
  it('answers a route by the first route that takes its path, in order', async () => {
    const seen: string[] = [];
    const ask = server([route('/a', 'first', seen), route('/b', 'second', seen), route('/b', 'third', seen)]);
    const response = await ask('/b');
    expect(await response.text()).toBe('second');
    expect(seen).toEqual(['first /b', 'second /b']);
  });

  it('passes a GraphQL request by without asking any route', async () => {
    const seen: string[] = [];
    const ask = server([route('/a', 'first', seen)]);
    const response = await ask('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(seen).toEqual([]);
  });

  it('leaves a path no route takes to the server (404)', async () => {
    const seen: string[] = [];
    const ask = server([route('/a', 'first', seen)]);
    expect((await ask('/elsewhere')).status).toBe(404);
    expect(seen).toEqual(['first /elsewhere']);
  });

  it('refuses a route with hooks it would not run', () => {
    expect(() => usePlainRoutes('/graphql', [{ onResponse() {} }])).toThrow(/only have an onRequest/);
  });
});
