import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Body = { operationName: string; variables: Record<string, unknown> };
type Answer = (body: Body) => unknown | Promise<unknown>;

/**
 * A stand-in GraphQL API for the search components' tests. Unlike the account pages' stand-in, an
 * answer may be a promise, so a test can hold one request back and release it after a newer one.
 */
export async function startSearchStandInApi() {
  const received: Body[] = [];
  const handlers = new Map<string, Answer>();
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const handler = handlers.get(body.operationName);
    const answer = handler
      ? await handler(body)
      : { data: null, errors: [{ message: `no stand-in for ${body.operationName}` }] };
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: (operationName: string) => received.filter((body) => body.operationName === operationName),
    answer(operationName: string, handler: Answer) {
      handlers.set(operationName, handler);
    },
    reset() {
      received.length = 0;
      handlers.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A search hit as the API sends it. */
export function hit(typename: string, id: string, title: string, category: string, extra: object = {}) {
  return {
    __typename: typename,
    id,
    title,
    url: title.toLowerCase().replace(/\s+/g, '-'),
    description: null,
    category,
    ...extra,
  };
}
