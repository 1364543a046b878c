import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../lib/graphql.ts';
import { useResponseHooks } from './use-response-hooks.ts';

const schema = buildSchema('type Query { hello: String }');

/** A plugin that appends `value` to the response's `x-order` header. */
const appending = (value: string): Plugin => ({
  onResponse({ response }) {
    response.headers.append('x-order', value);
  },
});

describe('useResponseHooks', () => {
  it('runs every hook on every response, in the order given', async () => {
    const yoga = createYoga({
      schema,
      landingPage: false,
      plugins: [useResponseHooks([appending('first'), appending('second'), {}, appending('third')])],
    });
    const graphql = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.headers.get('x-order')).toBe('first, second, third');
    const missing = await yoga.fetch('http://localhost/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-order')).toBe('first, second, third');
  });

  it('refuses a plugin with any other hook, which it would drop', () => {
    expect(() => useResponseHooks([{ onRequest() {}, onResponse() {} }])).toThrow(/only have onResponse/);
  });

  it('fails a request whose hook returns a promise rather than answer before the hook is done', async () => {
    const late: Plugin = {
      async onResponse({ response }) {
        response.headers.set('x-late', 'yes');
      },
    };
    const yoga = createYoga({ schema, landingPage: false, plugins: [useResponseHooks([late])] });
    // Thrown at once or as a rejection, depending on whether anything before it waited.
    await expect(async () => yoga.fetch('http://localhost/graphql?query={__typename}')).rejects.toThrow(
      /must be synchronous/,
    );
  });
});
