import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, CombinedError, fetchExchange, gql } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasInvalidTokenError,
  invalidTokenExchange,
  TOKEN_INVALID_SIGNAL,
} from './invalid-token-exchange.ts';

describe('hasInvalidTokenError', () => {
  it('is true only for code 1 among the GraphQL errors', () => {
    const withCode = (code: unknown) =>
      new CombinedError({ graphQLErrors: [{ message: 'x', extensions: { code } }] });
    expect(hasInvalidTokenError({ error: withCode(1) })).toBe(true);
    expect(hasInvalidTokenError({ error: withCode(3) })).toBe(false);
    expect(hasInvalidTokenError({ error: withCode('1') })).toBe(false);
    expect(hasInvalidTokenError({ error: undefined })).toBe(false);
  });
});

describe('invalidTokenExchange', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      const { operationName } = JSON.parse(text) as { operationName: string };
      const body =
        operationName === 'Expired'
          ? { data: null, errors: [{ message: 'Please log in.', extensions: { code: 1 } }] }
          : { data: { ok: true } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signals once per answer with code 1 and never for others', async () => {
    const target = new EventTarget();
    let signals = 0;
    target.addEventListener(TOKEN_INVALID_SIGNAL, () => signals++);
    const client = new Client({
      url,
      preferGetMethod: false,
      exchanges: [invalidTokenExchange(() => target), fetchExchange],
    });
    await client.query(gql`query Fine { ok }`, {}).toPromise();
    expect(signals).toBe(0);
    await client.mutation(gql`mutation Expired { ok }`, {}).toPromise();
    expect(signals).toBe(1);
  });
});
