// The production build of the web app that the page benchmarks serve: its own folder (.next-bench, via
// NEXT_DIST_DIR) so it never collides with `npm start`'s .next or the end-to-end runs' folders.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIR = join(REPO_ROOT, 'apps/web');
export const BENCH_DIST_DIR = '.next-bench';

type WebBuildIsStale = (root: string, distDir?: string) => { stale: boolean; reason: string };
// The same staleness rule as `npm start` (a plain .mjs script without type declarations).
const { webBuildIsStale } = (await import('../scripts/lib/web-build-is-stale.mjs' as string)) as {
  webBuildIsStale: WebBuildIsStale;
};

/** The Next.js command line, as installed for the web app. */
export function nextBin(): string {
  return createRequire(join(WEB_DIR, 'package.json')).resolve('next/dist/bin/next');
}

/**
 * Builds apps/web into apps/web/.next-bench unless that build is newer than every source it reads
 * (the rule `npm start` uses). A fresh clone therefore builds once (a few minutes on 2 cores); later
 * runs reuse the build. BENCH_REUSE_WEB_BUILD=1 reuses any existing build even if sources changed.
 */
export async function ensureWebBuild(log: (line: string) => void): Promise<void> {
  const { stale, reason } = webBuildIsStale(REPO_ROOT, BENCH_DIST_DIR);
  if (!stale) return;
  if (process.env.BENCH_REUSE_WEB_BUILD === '1' && reason !== 'the web app has not been built yet') {
    log(`family page bench: reusing apps/web/${BENCH_DIST_DIR} although ${reason} (BENCH_REUSE_WEB_BUILD=1)`);
    return;
  }
  log(
    `family page bench: building the web app into apps/web/${BENCH_DIST_DIR} (${reason}); ` +
      `to build ahead: cd apps/web && NEXT_DIST_DIR=${BENCH_DIST_DIR} npx next build`,
  );
  const started = performance.now();
  const child = spawn(process.execPath, [nextBin(), 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((done) => child.once('close', done));
  if (code !== 0) {
    throw new Error(`next build failed (exit ${code}) for the family page bench:\n${output.slice(-4000)}`);
  }
  log(`family page bench: built the web app in ${Math.round((performance.now() - started) / 1000)} s`);
}
