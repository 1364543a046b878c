import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

// Settings a build bakes in: the prerendered pages' addresses and the cached pages' security policy
// (apps/web/next.config.ts). A build made with other values is rebuilt, not served.
const BUILD_SETTINGS = [
  'API_URL',
  'PUBLIC_URL',
  'RECAPTCHA_SITE_KEY',
  'PLAUSIBLE_DOMAIN',
  'PLAUSIBLE_HOST',
  'PAYMENT_PROVIDER',
];
const SETTINGS_FILE = 'foundry-build-settings.json';

/** The build settings of an environment, as written beside a build. */
function buildSettingsOf(env) {
  return JSON.stringify(Object.fromEntries(BUILD_SETTINGS.map((name) => [name, env[name]?.trim() ?? ''])));
}

/**
 * Notes the settings of the build just made in `distDir`, for webBuildIsStale to compare.
 * @param {string} root the repository root
 * @param {Record<string, string | undefined>} env the build's environment
 */
export function recordWebBuildSettings(root, distDir, env) {
  writeFileSync(join(root, 'apps/web', distDir, SETTINGS_FILE), buildSettingsOf(env));
}

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
 * Whether the web app must be (re)built, and why, in words for the person starting the shop. With
 * `env`, also when the build was made with other settings (recordWebBuildSettings).
 * @param {string} root the repository root
 * @returns {{ stale: boolean, reason: string }}
 */
export function webBuildIsStale(root, distDir = webDistDir(process.env), env = undefined) {
  const buildId = join(root, 'apps/web', distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return { stale: true, reason: 'the web app has not been built yet' };
  if (env) {
    const settings = join(root, 'apps/web', distDir, SETTINGS_FILE);
    const built = existsSync(settings) ? readFileSync(settings, 'utf8') : null;
    if (built !== buildSettingsOf(env)) {
      return { stale: true, reason: 'it was built with other addresses or integrations' };
    }
  }
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
