import { AppError, ERROR_CODE } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from '../src/lib/graphql.ts';
import { QUERY_LIMITS } from '../src/security/query-limits.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

/** A schema whose resolvers fail the two ways a real one can, run through the app's own pipeline. */
const failingSchema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      outOfStock: {
        type: GraphQLString,
        resolve: () => {
          throw new AppError(ERROR_CODE.QUANTITY_UNAVAILABLE, { fields: { quantity: 'Only 2 left.' } });
        },
      },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('relation "secret_table" does not exist');
        },
      },
    },
  }),
});

describe('the HTTP pipeline', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('errors', () => {
    let failing: TestApp;
    beforeAll(async () => {
      failing = await createTestApp({ schema: failingSchema });
    });
    afterAll(async () => {
      await failing.close();
    });

    it('gives an AppError its catalogue code and field messages', async () => {
      const { body } = await failing.graphql('query Cart { outOfStock }');
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]).toMatchObject({
        path: ['outOfStock'],
        extensions: { code: 216, fields: { quantity: 'Only 2 left.' } },
      });
    });

    it('masks any other error and logs it with the operation name', async () => {
      const { body } = await failing.graphql('query Catalogue { broken }', undefined, {
        'x-request-id': 'req-42',
      });
      expect(body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(body)).not.toContain('secret_table');
      expect(JSON.stringify(body)).not.toContain('stack');
      const logged = failing.logs.find((line) => line.operationName === 'Catalogue');
      expect(logged).toMatchObject({ level: 50, requestId: 'req-42' });
      expect(JSON.stringify(logged)).toContain('secret_table');
    });

    it('masks an outage of the database', async () => {
      const broken = await createTestApp();
      await broken.database.close();
      const { body } = await broken.graphql('query Countries { readCountries { code } }');
      expect(body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(broken.logs.some((line) => line.operationName === 'Countries')).toBe(true);
    });

    it("keeps GraphQL's own validation errors", async () => {
      const { body } = await app.graphql('{ readNothing }');
      expect(body.errors?.[0]?.message).toContain('Cannot query field "readNothing"');
    });
  });

  describe('origins', () => {
    it('answers a query from the web origin with CORS credentials', async () => {
      const { status, headers } = await app.graphql('{ readEncodings { id } }', undefined, {
        origin: WEB_ORIGIN,
      });
      expect(status).toBe(200);
      expect(headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
      expect(headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('answers a preflight from the web origin only', async () => {
      const preflight = (origin: string) =>
        app.fetch('/graphql', {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      expect((await preflight(WEB_ORIGIN)).headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses a cookie-carrying request from another origin with 403 before GraphQL runs', async () => {
      const { status, body } = await app.graphql('{ readEncodings { id } }', undefined, {
        origin: 'https://evil.example',
        cookie: 'foundry_session=abc',
      });
      expect(status).toBe(403);
      expect(body.data).toBeUndefined();
    });

    it('refuses a mutation from another origin with 403', async () => {
      const { status } = await app.graphql('mutation Steal { __typename }', undefined, {
        origin: 'https://evil.example',
      });
      expect(status).toBe(403);
    });

    it('lets a cookieless query from another origin run, without CORS headers', async () => {
      const { status, headers } = await app.graphql('{ readEncodings { id } }', undefined, {
        origin: 'https://evil.example',
      });
      expect(status).toBe(200);
      expect(headers.get('access-control-allow-origin')).toBeNull();
    });

    it('lets server-to-server requests without Origin run', async () => {
      const { status } = await app.graphql('{ readEncodings { id } }', undefined, { cookie: 'theme=dark' });
      expect(status).toBe(200);
    });
  });

  describe('limits', () => {
    it('refuses a body over 1 MB with 413', async () => {
      const padding = 'x'.repeat(1_100_000);
      const { status } = await app.graphql('{ readEncodings { id } }', { padding });
      expect(status).toBe(413);
    });

    it('refuses an operation nested deeper than the limit', async () => {
      // readStories > nodes > relatedStories… > id: one level more than the limit.
      let selection = 'id';
      for (let level = 0; level < QUERY_LIMITS.depth - 2; level += 1)
        selection = `relatedStories { ${selection} }`;
      const { body } = await app.graphql(`query Deep { readStories { nodes { ${selection} } } }`);
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: `This query has ${QUERY_LIMITS.depth + 1} levels of nesting; the limit is ${QUERY_LIMITS.depth}.`,
          extensions: { code: ERROR_CODE.USER_INVALID, limit: 'levels of nesting' },
        }),
      ]);
      expect(body.data).toBeUndefined();
    });

    it('runs the deepest real query of the schema', async () => {
      const { body } = await app.graphql(
        '{ readFamilies(pageSize: 1) { nodes { styles { variableFont { instances { coordinates { tag } } } } } } }',
      );
      expect(body.errors).toBeUndefined();
    });

    it('echoes the caller’s request id, or makes one', async () => {
      const given = await app.graphql('{ readEncodings { id } }', undefined, { 'x-request-id': 'web-123' });
      expect(given.headers.get('x-request-id')).toBe('web-123');
      const made = await app.graphql('{ readEncodings { id } }');
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('files', () => {
    it('serves a stored file with its type, a year of caching, an ETag and CORS for the web origin', async () => {
      await app.storage.put('test/hello.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
      const response = await app.fetch('/files/test/hello.svg', { headers: { origin: WEB_ORIGIN } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      expect(await response.text()).toBe('<svg/>');
      const again = await app.fetch('/files/test/hello.svg', {
        headers: { 'if-none-match': etag as string },
      });
      expect(again.status).toBe(304);
    });

    it('answers 404 for a missing file and for keys that leave the folder', async () => {
      expect((await app.fetch('/files/fonts/missing.woff2')).status).toBe(404);
      expect((await app.fetch('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });
  });
});
