// The back office for `npm start`: built with Vite when its build is missing or older than its
// sources, then served by apps/admin/server.mjs, which also passes /admin/graphql to the API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_ADMIN_PORT = 3707;

/** ADMIN_PORT (3707 by default) and the ADMIN_URL the API answers browsers from. */
export function adminSettings(env) {
  const port = Number(env.ADMIN_PORT ?? DEFAULT_ADMIN_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('ADMIN_PORT must be a port number.');
  return { port, url: env.ADMIN_URL ?? `http://localhost:${port}` };
}

function newestIn(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the admin app when needed; false when the build failed. */
export function buildAdminIfNeeded(root, env, say) {
  const app = join(root, 'apps/admin');
  const built = join(app, 'dist/index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= newestIn(join(app, 'src'))) return true;
  say('Building the back office…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  return spawnSync(process.execPath, [vite, 'build'], { cwd: app, env, stdio: 'inherit' }).status === 0;
}
