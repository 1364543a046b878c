import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Body = { operationName: string; variables: Record<string, unknown> };
type Answer = (body: Body) => unknown;

/**
 * A stand-in GraphQL API for the account pages' component tests: it records every operation and
 * answers with the handler the test set for its name (the signed-in user by default).
 */
export async function startStandInApi() {
  const received: Body[] = [];
  const handlers = new Map<string, Answer>();
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as Body;
    received.push(body);
    const handler = handlers.get(body.operationName);
    const answer =
      handler?.(body) ??
      (body.operationName === 'ReadAuthUser'
        ? { data: { readUser: { id: '7', email: 'ada@example.com' } } }
        : { data: null, errors: [{ message: `no stand-in for ${body.operationName}` }] });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
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
