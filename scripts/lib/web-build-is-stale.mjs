import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Everything `next build` reads that a person edits: the web app's sources and settings, the
// packages it transpiles, and the API schema its typed documents are checked against.
const SOURCE_DIRS = ['apps/web/src', 'apps/web/public', 'packages/domain/src', 'packages/errors/src'];
const SOURCE_FILES = [
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/api/schema.graphql',
  // their "sideEffects" decides what the bundler may drop
  'packages/domain/package.json',
  'packages/errors/package.json',
];

function newestIn(dir) {
  let newest = { path: dir, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    const candidate = entry.isDirectory() ? newestIn(path) : { path, mtimeMs: statSync(path).mtimeMs };
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

/**
 * The web app's build folder, relative to apps/web: `.next`, or NEXT_DIST_DIR so that two copies of
 * the shop (parallel end-to-end runs) never build over each other's files.
 * @param {Record<string, string | undefined>} env
 */
export function webDistDir(env) {
  return env.NEXT_DIST_DIR?.trim() || '.next';
}

/**
 * Whether the web app must be (re)built, and why, in words for the person starting the shop.
 * @param {string} root the repository root
 * @returns {{ stale: boolean, reason: string }}
 */
export function webBuildIsStale(root, distDir = webDistDir(process.env)) {
  const buildId = join(root, 'apps/web', distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return { stale: true, reason: 'the web app has not been built yet' };
  const builtAt = statSync(buildId).mtimeMs;
  const configs = readdirSync(join(root, 'apps/web'))
    .filter((name) => name.startsWith('next.config.'))
    .map((name) => `apps/web/${name}`);
  for (const file of [...SOURCE_FILES, ...configs]) {
    const path = join(root, file);
    if (existsSync(path) && statSync(path).mtimeMs > builtAt) {
      return { stale: true, reason: `${file} changed since the last build` };
    }
  }
  for (const dir of SOURCE_DIRS) {
    const path = join(root, dir);
    if (!existsSync(path)) continue;
    const newest = newestIn(path);
    if (newest.mtimeMs > builtAt) {
      return { stale: true, reason: `${newest.path.slice(root.length + 1)} changed since the last build` };
    }
  }
  return { stale: false, reason: 'the web build is up to date' };
}
