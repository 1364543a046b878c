import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale, webDistDir } from '../../../../scripts/lib/web-build-is-stale.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const webDir = join(root, 'apps/web');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** A built web app served by `next start`, as one of several web processes behind a proxy. */
export interface WebProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  close(): Promise<void>;
}

function run(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: webDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function webEnv(apiUrl: string, publicUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extra,
    API_URL: apiUrl,
    PUBLIC_URL: publicUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_SKIP_TYPECHECK: '1',
    NODE_ENV: 'production',
  };
}

/**
 * Builds the web app unless its build (NEXT_DIST_DIR, `.next` by default) is current: in CI the
 * browser journeys built it already, so this costs nothing there.
 */
export async function ensureWebBuild(apiUrl: string, publicUrl: string): Promise<void> {
  const { stale, reason } = webBuildIsStale(root, webDistDir(process.env));
  if (!stale) return;
  process.stdout.write(`building the web app (${reason})\n`);
  const build = run(['build'], webEnv(apiUrl, publicUrl));
  const code = await new Promise<number | null>((resolve) => build.child.once('exit', resolve));
  if (code !== 0) throw new Error(`next build failed:\n${build.output()}`);
}

export interface WebProcessOptions {
  /** The port to listen on (one the API must know beforehand); a free one when absent. */
  port?: number;
  /** Settings added to the environment, such as REVALIDATE_TOKEN. */
  env?: Record<string, string>;
}

/** Starts `next start` (on a free port unless given); resolves once its /healthz answers. */
export async function startWebProcess(
  apiUrl: string,
  publicUrl: string,
  options: WebProcessOptions = {},
): Promise<WebProcess> {
  const port = options.port ?? (await freePort());
  const { child, output } = run(
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    webEnv(apiUrl, publicUrl, options.env),
  );
  const url = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const close = async () => {
    if (!alive()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const readyBy = Date.now() + 120_000;
  for (;;) {
    if (!alive()) throw new Error(`the web process exited while starting:\n${output()}`);
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > readyBy) {
      await close();
      throw new Error(`the web process did not answer within 120 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { url, child, output, close };
}
