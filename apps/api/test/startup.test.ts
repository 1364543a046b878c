import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Exit {
  code: number | null;
  stderr: string;
}

/** Starts the compiled API as `npm start` does and waits for it to exit. */
function startApi(env: Record<string, string>): Promise<Exit> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [inject('apiBundle')], {
      cwd: apiDir,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

function listenOnFreePort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => resolve(server));
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function expectOneSentence(stderr: string): void {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
}

// Each case starts a whole API process: on a loaded machine that has taken over a minute, so these
// get three.
describe('starting the API', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foundry-api-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with one sentence naming the variable when the configuration is bad', async () => {
    const { code, stderr } = await startApi({ API_PORT: 'abc', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("API_PORT must be a port number between 1 and 65535 (got 'abc').");
  });

  it('refuses a production start with the development captcha, naming the setting that allows it', async () => {
    const { code, stderr } = await startApi({
      NODE_ENV: 'production',
      ACCOUNT_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
      RECAPTCHA_SECRET: '',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expectOneSentence(stderr);
    expect(stderr.trim()).toMatch(
      /^RECAPTCHA_SECRET must be set in production .*ALLOW_TEST_INTEGRATIONS=true/,
    );
  });

  it('stops with one sentence when API_PORT is in use', async () => {
    const blocker = await listenOnFreePort();
    try {
      const port = portOf(blocker);
      const { code, stderr } = await startApi({ API_PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Port ${port} is in use: stop the other program or set API_PORT.`);
    } finally {
      blocker.close();
    }
  });

  it('stops with one sentence when the database in DATABASE_URL cannot be reached', async () => {
    const probe = await listenOnFreePort();
    const apiPort = portOf(probe);
    await new Promise((resolve) => probe.close(resolve));
    // Port 1 on the loopback refuses connections: no Postgres answers there.
    const { code, stderr } = await startApi({
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop',
    });
    expect(code).toBe(1);
    expectOneSentence(stderr);
    expect(stderr).toContain('Cannot connect to the database in DATABASE_URL (127.0.0.1:1/shop)');
    expect(stderr).not.toContain('secret');
  });
});
