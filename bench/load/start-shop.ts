import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../../apps/api/build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningShop {
  webUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

async function waitForOk(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The shop stopped (exit ${child.exitCode}) before ${url} answered.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
}

/**
 * Starts the shop as `npm start` does (building the web app first when its build is stale), on the
 * given ports and database, with logging at warn so that the log is not what is measured.
 */
export async function startShop(options: {
  webPort: number;
  apiPort: number;
  databaseUrl: string;
  /** Only the API, started as `npm start` starts it (no web build, no web server): API targets only. */
  apiOnly?: boolean;
  /** Node's own options for the API process (apiOnly), e.g. a module to preload. */
  nodeArguments?: string[];
  /** A bundle built before (apiOnly), started instead of building the tree's: another build to compare. */
  apiBundle?: string;
  /** More environment for the shop's processes. */
  env?: Record<string, string>;
}) {
  const [command, cwd] = options.apiOnly
    ? [[...(options.nodeArguments ?? []), options.apiBundle ?? (await buildApi())], resolve(root, 'apps/api')]
    : [['scripts/start.mjs'], root];
  const child = spawn(process.execPath, command, {
    cwd,
    env: {
      ...process.env,
      PORT: String(options.webPort),
      API_PORT: String(options.apiPort),
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so stop() ends the API and the web server with it
  });
  const webUrl = `http://127.0.0.1:${options.webPort}`;
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 30_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  try {
    await waitForOk(`${apiUrl}/readyz`, 15 * 60_000, child);
    if (!options.apiOnly) await waitForOk(`${webUrl}/readyz`, 15 * 60_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl, apiUrl, stop } satisfies RunningShop;
}
