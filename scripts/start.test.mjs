import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const startScript = fileURLToPath(new URL('./start.mjs', import.meta.url));
const servers = [];

// Runs `npm start`'s script to completion: only refusals finish, so these never build or serve.
function start(env) {
  const base = { ...process.env };
  for (const name of ['PORT', 'API_PORT', 'PUBLIC_URL', 'API_URL', 'DATA_DIR', 'DATABASE_URL'])
    delete base[name];
  const result = spawnSync(process.execPath, [startScript], { env: { ...base, ...env }, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

function occupiedPort() {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

async function freePort() {
  const server = createServer();
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('npm start refuses to start', () => {
  it('on a bad variable, with one sentence naming it and exit code 1', () => {
    const result = start({ API_PORT: 'four thousand' });
    expect(result).toEqual({
      status: 1,
      stderr: "API_PORT must be a port number between 1 and 65535, not 'four thousand'.",
      stdout: '',
    });
  });

  it('when the web port is taken, before building anything', async () => {
    const port = await occupiedPort();
    const result = start({ PORT: String(port), API_PORT: String(await freePort()) });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `PORT ${port} is already in use: stop whatever is listening there or set PORT to a free port.`,
    );
  });

  it('when the API port is taken', async () => {
    const port = await occupiedPort();
    const result = start({ PORT: String(await freePort()), API_PORT: String(port) });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `API_PORT ${port} is already in use: stop whatever is listening there or set API_PORT to a free port.`,
    );
  });
});
