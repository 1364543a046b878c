import {
  type ClientRequest,
  createServer,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which backend answered a request, as the proxy saw it. */
export interface ProxiedRequest {
  method: string;
  path: string;
  backend: string;
}

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port>: the address clients use, as they would a load balancer's. */
  url: string;
  /** The backends requests rotate over, by base URL; may change while it runs. */
  backends: string[];
  /** Every request forwarded so far, with the backend that took it. */
  log: ProxiedRequest[];
  /** Called once a request has been handed to a backend (its body may still be arriving). */
  onForwarded(listener: (forwarded: ProxiedRequest) => void): void;
  close(): Promise<void>;
}

/**
 * A small load balancer for the tests: each request goes to the next backend in turn, on a fresh
 * connection. When a backend refuses the connection (a process that is stopping no longer
 * listens, or is gone), the request is sent to the next one: nothing of it reached the refusing
 * backend, so this is safe for every method. Request bodies stream through as they arrive. A request that reached a backend is never sent again
 * (docs/deploy.md asks the same of a real load balancer).
 */
export async function startRoundRobinProxy(backends: string[] = []): Promise<RoundRobinProxy> {
  let next = 0;
  const log: ProxiedRequest[] = [];
  const listeners: ((forwarded: ProxiedRequest) => void)[] = [];
  const proxy: RoundRobinProxy = {
    url: '',
    backends,
    log,
    onForwarded: (listener) => listeners.push(listener),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    // The body is streamed to the backend as it arrives and also kept, so that a request refused
    // at connection can be replayed, unchanged, to the next backend.
    const chunks: Buffer[] = [];
    let ended = false;
    // None when no backend is left (503 answered): the rest of the body is then dropped.
    let current: ClientRequest | undefined;

    function open(tries: number) {
      const backend = proxy.backends[next++ % proxy.backends.length];
      if (!backend) {
        outgoing.writeHead(503).end('no backend');
        return;
      }
      const target = new URL(backend);
      const forwarded = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', backend };
      const proxied = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          agent: false,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      current = proxied;
      proxied.on('socket', (socket) =>
        socket.once('connect', () => {
          log.push(forwarded);
          for (const listener of listeners) listener(forwarded);
        }),
      );
      proxied.on('error', (error: NodeJS.ErrnoException) => {
        if (proxied !== current) return;
        if (error.code === 'ECONNREFUSED' && tries < proxy.backends.length) open(tries + 1);
        else if (!outgoing.headersSent)
          outgoing.writeHead(502).end(`bad gateway: ${error.code ?? error.message}`);
        else outgoing.destroy();
      });
      for (const chunk of chunks) proxied.write(chunk);
      if (ended) proxied.end();
    }

    incoming.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      current?.write(chunk);
    });
    incoming.on('end', () => {
      ended = true;
      current?.end();
    });
    open(1);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
