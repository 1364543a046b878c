import SchemaBuilder from '@pothos/core';
import { createYoga } from 'graphql-yoga';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { Kind, type ValueNode } from '../lib/graphql.ts';
import { useCompiledQueries } from './use-compiled-queries.ts';

function literal(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  if (node.kind === Kind.OBJECT) {
    return Object.fromEntries(
      node.fields.map((field) => [field.name.value, literal(field.value, variables)]),
    );
  }
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return 'value' in node ? node.value : null;
}

function server() {
  const builder = new SchemaBuilder<{ Scalars: { Data: { Input: unknown; Output: unknown } } }>({});
  // Like the API's JSON scalar: a literal may hold variables, read from the second argument.
  builder.scalarType('Data', {
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (node, variables) => literal(node, variables),
  });
  const WhoRef = builder.inputType('Who', { fields: (t) => ({ name: t.string({ required: true }) }) });
  builder.queryType({
    fields: (t) => ({
      greeting: t.string({
        args: { name: t.arg.string({ required: true }) },
        resolve: (_, { name }) => `Hello ${name}`,
      }),
      farewell: t.string({ resolve: async () => 'Goodbye' }),
      greet: t.string({
        args: { who: t.arg({ type: WhoRef, required: true }) },
        resolve: (_, { who }) => `Hello ${who.name}`,
      }),
      echo: t.field({
        type: 'Data',
        args: { data: t.arg({ type: 'Data', required: true }) },
        resolve: (_, { data }) => data,
      }),
    }),
  });
  const yoga = createYoga({
    schema: builder.toSchema(),
    landingPage: false,
    plugins: [useCompiledQueries(pino({ level: 'silent' }))],
  });
  return async (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    });
    return response.json();
  };
}

describe('useCompiledQueries', () => {
  it('answers with the resolvers and variables as graphql-js would', async () => {
    const ask = server();
    const query = 'query Greet($name: String!) { greeting(name: $name) farewell }';
    expect(await ask(query, { name: 'Ada' })).toEqual({
      data: { greeting: 'Hello Ada', farewell: 'Goodbye' },
    });
    expect(await ask(query, { name: 'Grace' })).toEqual({
      data: { greeting: 'Hello Grace', farewell: 'Goodbye' },
    });
  });

  it('runs the operation the request names when one document holds several', async () => {
    const ask = server();
    const document = 'query Hello { greeting(name: "Ada") } query Bye { farewell }';
    expect(await ask(document, {}, 'Hello')).toEqual({ data: { greeting: 'Hello Ada' } });
    expect(await ask(document, {}, 'Bye')).toEqual({ data: { farewell: 'Goodbye' } });
    expect(await ask(document, {}, 'Hello')).toEqual({ data: { greeting: 'Hello Ada' } });
  });

  it('passes a variable written inside a scalar literal to the scalar', async () => {
    const ask = server();
    const query = 'query Echo($kind: String) { echo(data: { type: $kind, fixed: "yes" }) }';
    expect(await ask(query, { kind: 'scheme' })).toEqual({
      data: { echo: { type: 'scheme', fixed: 'yes' } },
    });
  });

  it('reads a variable written inside an input object literal', async () => {
    const ask = server();
    const query = 'query Greet($name: String!) { greet(who: { name: $name }) }';
    expect(await ask(query, { name: 'Ada' })).toEqual({ data: { greet: 'Hello Ada' } });
    expect(await ask(query, { name: 'Grace' })).toEqual({ data: { greet: 'Hello Grace' } });
  });

  it('reports a bad variable as an error of the request', async () => {
    const ask = server();
    const body = await ask('query Greet($name: String!) { greeting(name: $name) }', {});
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/\$name/);
  });
});
