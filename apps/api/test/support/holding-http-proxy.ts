import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingHttpProxy {
  /** http://127.0.0.1:<port>, to use in place of the target's URL. */
  url: string;
  /** Requests that match are kept waiting (not forwarded) until `release()`. */
  hold(matches: (request: IncomingMessage) => boolean): void;
  /** Forwards every request kept waiting and stops holding. */
  release(): void;
  /** Resolves once a request is being held. */
  firstHeld(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of one server (here the S3 server) that can keep chosen requests waiting:
 * a storage that stalls, so a test can catch a process in the middle of a job. Headers pass
 * unchanged (S3 signatures name the host the client called, which is this proxy).
 */
export async function startHoldingHttpProxy(target: string): Promise<HoldingHttpProxy> {
  const upstream = new URL(target);
  let matches: ((request: IncomingMessage) => boolean) | null = null;
  const waiting: (() => void)[] = [];
  let onHeld: (() => void) | null = null;
  const held = new Promise<void>((resolve) => {
    onHeld = resolve;
  });

  function forward(incoming: IncomingMessage, outgoing: ServerResponse) {
    const proxied = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  }

  const server = createServer((incoming, outgoing) => {
    incoming.on('error', () => {});
    outgoing.on('error', () => {});
    if (matches?.(incoming)) {
      incoming.pause();
      waiting.push(() => forward(incoming, outgoing));
      onHeld?.();
      return;
    }
    forward(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold(predicate) {
      matches = predicate;
    },
    release() {
      matches = null;
      for (const send of waiting.splice(0)) send();
    },
    firstHeld: () => held,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
