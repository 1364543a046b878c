import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OperationBody = { operationName: string; variables: Record<string, unknown> };
/** A test's answer to one operation: a GraphQL response body, or a promise of one to hold it back. */
export type OperationAnswer = (body: OperationBody) => unknown | Promise<unknown>;

const noStandIn = (body: OperationBody) => ({
  data: null,
  errors: [{ message: `no stand-in for ${body.operationName}` }],
});

/**
 * A stand-in GraphQL API for component tests, answering by operation name: it records every
 * operation and answers with the handler the test set for its name, else with `fallback` (an error
 * by default). Answers may be promises, so a test can release an older request after a newer one.
 */
export async function startOperationStandIn(fallback: (body: OperationBody) => unknown = noStandIn) {
  const received: OperationBody[] = [];
  const handlers = new Map<string, OperationAnswer>();
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as OperationBody;
    received.push(body);
    const handler = handlers.get(body.operationName);
    const answer = handler ? await handler(body) : fallback(body);
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    sent: (operationName: string) => received.filter((body) => body.operationName === operationName),
    answer(operationName: string, handler: OperationAnswer) {
      handlers.set(operationName, handler);
    },
    reset() {
      received.length = 0;
      handlers.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
