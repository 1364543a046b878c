// A `next start` of the benchmark build in a child process, on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { BENCH_DIST_DIR, nextBin, WEB_DIR } from './web-build.ts';

const START_TIMEOUT_MS = 60_000;

export interface NextServer {
  origin: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `next start` on the bench build with the API at `apiUrl`, and waits until it answers. */
export async function startNextServer(apiUrl: string): Promise<NextServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: apiUrl,
      PUBLIC_URL: origin,
      SENTRY_DSN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { origin, stop: () => stopChild(child) };

  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      return server;
    } catch {
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
  await server.stop();
  throw new Error(`next start did not answer at ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
