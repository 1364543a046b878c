import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as healthz } from '../healthz/route.ts';
import { GET as readyz } from './route.ts';

// A real HTTP server stands in for the API's /readyz; API_URL points the route at it.
let server: Server | null = null;
const previousApiUrl = process.env.API_URL;
afterEach(async () => {
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = null;
  // Assigning undefined would store the text "undefined" for the next test files of this worker.
  if (previousApiUrl === undefined) delete process.env.API_URL;
  else process.env.API_URL = previousApiUrl;
});

async function apiAnswering(status: number): Promise<string[]> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return asked;
}

describe('the web site /healthz and /readyz', () => {
  it('is alive without asking anyone', async () => {
    process.env.API_URL = 'http://127.0.0.1:9';
    const response = healthz();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'alive' });
  });

  it("is ready when the API's /readyz answers 200", async () => {
    const asked = await apiAnswering(200);
    const response = await readyz();
    expect(asked).toEqual(['/readyz']);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', api: 200 });
  });

  it('is not ready while the API is not', async () => {
    await apiAnswering(503);
    const response = await readyz();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', api: 503 });
  });

  it('is not ready when the API cannot be reached', async () => {
    await apiAnswering(200);
    await new Promise((resolve) => server?.close(resolve));
    server = null;
    const response = await readyz();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', api: 'unreachable' });
  });
});
