import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createStartingHandler } from './starting-handler.ts';

describe('the starting handler', () => {
  it('answers 503 with nosniff until the API is ready', async () => {
    const starting = createStartingHandler();
    const server = createServer(starting.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/graphql`);
      expect(response.status).toBe(503);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({ errors: [{ message: 'The API is starting.' }] });
    } finally {
      server.close();
    }
  });

  it('answers /healthz 200 while starting and /readyz 503', async () => {
    const starting = createStartingHandler();
    const server = createServer(starting.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const alive = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'alive' });
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
    } finally {
      server.close();
    }
  });
});
