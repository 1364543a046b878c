import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree } from './is-port-free.mjs';

const servers = [];

function listen(host) {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve) => server.listen(0, host, () => resolve(server.address().port)));
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('isPortFree', () => {
  it('sees a listener on the IPv4 loopback only', async () => {
    expect(await isPortFree(await listen('127.0.0.1'))).toBe(false);
  });

  it('sees a listener on every address', async () => {
    expect(await isPortFree(await listen(undefined))).toBe(false);
  });

  it('reports a port nobody listens on as free', async () => {
    const port = await listen('127.0.0.1');
    await new Promise((resolve) => servers.pop().close(resolve));
    expect(await isPortFree(port)).toBe(true);
  });
});
