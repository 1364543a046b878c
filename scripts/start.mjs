// `npm start`: starts the API (which migrates and seeds on first start), builds the web app when it is
// not built (after the API, so public pages are prerendered with its catalogue), then the web site, and
// keeps both running until Ctrl-C: a child that crashes once it has served
// is restarted with back-off while the other keeps serving (lib/supervise.mjs, lib/restart-policy.mjs).
// See README.md for the environment.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminSettings, buildAdminIfNeeded } from './lib/admin-app.mjs';
import { ConfigError } from './lib/config-error.mjs';
import { graphqlAnswers, httpAnswers } from './lib/http-answers.mjs';
import { isPortFree, portInUseMessage } from './lib/is-port-free.mjs';
import { childEnv, readStartConfig } from './lib/read-start-config.mjs';
import { startChild } from './lib/start-child.mjs';
import { supervise } from './lib/supervise.mjs';
import { waitUntil } from './lib/wait-until.mjs';
import { recordWebBuildSettings, webBuildIsStale, webDistDir } from './lib/web-build-is-stale.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_TIMEOUT_MS = 10 * 60_000;
const WEB_TIMEOUT_MS = 2 * 60_000;

const say = (line) => process.stdout.write(`${line}\n`);
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** @type {(import('./lib/start-child.mjs').Child | import('./lib/supervise.mjs').Supervised)[]} */
const children = [];
const stopped = new AbortController();

// Stops every child still running and exits. `culprit` is the child whose failure ends the shop:
// the others are muted first so that its last sentence stays the last thing printed.
async function shutdown(exitCode, culprit) {
  if (stopped.signal.aborted) return;
  stopped.abort();
  for (const child of children) if (culprit && child !== culprit) child.mute();
  await Promise.all(children.map((child) => child.stop()));
  process.exit(exitCode);
}

function fail(sentence, exitCode = 1) {
  process.stderr.write(`${sentence}\n`);
  return shutdown(exitCode);
}

function onSignal() {
  if (stopped.signal.aborted) process.exit(0); // a second Ctrl-C: do not wait any longer
  say('Stopping the shop…');
  void shutdown(0);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

// Ends the shop when a supervised child stops for good: asked to stop, failed while starting, or
// crashed too often in a row (its restarts are logged by the supervisor).
function watch(supervised) {
  children.push(supervised);
  void supervised.ended.then(({ reason, code }) => {
    if (stopped.signal.aborted) return;
    if (reason === 'exited') {
      say(`The ${supervised.name} stopped; stopping the shop.`);
      void shutdown(0);
    } else {
      void shutdown(code ?? 1, supervised);
    }
  });
  return supervised;
}

function resolveBin(workspace, specifier, installHint) {
  try {
    return createRequire(join(root, workspace, 'package.json')).resolve(specifier);
  } catch {
    process.stderr.write(`${installHint} is not installed: run \`npm ci\` first.\n`);
    process.exit(1);
  }
}

function isFirstStart(config) {
  if (config.databaseUrl) return false;
  return !existsSync(config.dataDir) || readdirSync(config.dataDir).length === 0;
}

async function buildWebIfNeeded(nextBin, env) {
  const distDir = webDistDir(env);
  const { stale, reason } = webBuildIsStale(root, distDir, env);
  if (!stale) return;
  say(`Building the web app (${reason})…`);
  const started = Date.now();
  const build = startChild({
    name: 'web build',
    command: process.execPath,
    args: [nextBin, 'build'],
    cwd: join(root, 'apps/web'),
    env,
  });
  children.push(build); // so that Ctrl-C stops the build too
  const { code, signal } = await build.closed;
  children.splice(children.indexOf(build), 1);
  if (stopped.signal.aborted) return;
  if (code !== 0) {
    return fail(`The web app did not build (next build exited with ${code ?? signal}); see the lines above.`);
  }
  recordWebBuildSettings(root, distDir, env);
  say(`Built the web app in ${seconds(Date.now() - started)}.`);
}

async function main() {
  let config;
  try {
    config = readStartConfig(process.env, root);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  for (const [variable, port] of [
    ['PORT', config.webPort],
    ['API_PORT', config.apiPort],
  ]) {
    if (!(await isPortFree(port))) return fail(portInUseMessage(variable, port));
  }
  const admin = adminSettings(process.env);
  if (!(await isPortFree(admin.port))) return fail(portInUseMessage('ADMIN_PORT', admin.port));
  const env = { ...childEnv(config, process.env), ADMIN_URL: admin.url };
  const nextBin = resolveBin('apps/web', 'next/dist/bin/next', 'Next.js');
  resolveBin('apps/api', 'esbuild', 'esbuild');
  // The API runs compiled (apps/api/build.mjs): a few seconds each start, no TypeScript at run time.
  const { buildApi } = await import('../apps/api/build.mjs');
  const apiBundle = await buildApi();

  say(
    isFirstStart(config)
      ? 'Migrating and seeding the demo catalogue… (first start only)'
      : `Starting the API on ${config.databaseUrl ? 'the database in DATABASE_URL' : config.dataDir}…`,
  );
  const api = watch(
    supervise({
      name: 'api',
      say,
      start: () =>
        startChild({
          name: 'api',
          command: process.execPath,
          args: [apiBundle],
          cwd: join(root, 'apps/api'),
          env,
        }),
    }),
  );
  const apiHere = `http://localhost:${config.apiPort}`;
  const apiReady = await waitUntil(() => graphqlAnswers(apiHere), {
    timeoutMs: API_TIMEOUT_MS,
    signal: stopped.signal,
    onWaiting: (ms) => say(`… the API is still starting (${seconds(ms)})`),
  });
  if (stopped.signal.aborted) return;
  if (!apiReady)
    return fail(`The API did not answer at ${apiHere}/graphql within ${seconds(API_TIMEOUT_MS)}.`);
  api.serving();

  // Built once the API answers: public pages are prerendered with its catalogue (docs/performance.md).
  await buildWebIfNeeded(nextBin, env);
  if (stopped.signal.aborted) return;

  const web = watch(
    supervise({
      name: 'web',
      say,
      start: () =>
        startChild({
          name: 'web',
          command: process.execPath,
          args: [nextBin, 'start', '-p', String(config.webPort)],
          cwd: join(root, 'apps/web'),
          env,
        }),
    }),
  );
  const webHere = `http://localhost:${config.webPort}`;
  const webReady = await waitUntil(() => httpAnswers(webHere), {
    timeoutMs: WEB_TIMEOUT_MS,
    signal: stopped.signal,
  });
  if (stopped.signal.aborted) return;
  if (!webReady) return fail(`The web site did not answer at ${webHere} within ${seconds(WEB_TIMEOUT_MS)}.`);
  web.serving();

  if (!buildAdminIfNeeded(root, env, say)) return fail('The back office did not build; see the lines above.');
  const adminApp = watch(
    supervise({
      name: 'admin',
      say,
      start: () =>
        startChild({
          name: 'admin',
          command: process.execPath,
          args: ['server.mjs'],
          cwd: join(root, 'apps/admin'),
          env: { ...env, ADMIN_PORT: String(admin.port), API_URL: apiHere },
        }),
    }),
  );
  const adminReady = await waitUntil(() => httpAnswers(`http://localhost:${admin.port}`), {
    timeoutMs: WEB_TIMEOUT_MS,
    signal: stopped.signal,
  });
  if (stopped.signal.aborted) return;
  if (!adminReady)
    return fail(`The back office did not answer at ${admin.url} within ${seconds(WEB_TIMEOUT_MS)}.`);
  adminApp.serving();

  say(
    `The shop is running: web ${config.publicUrl}, API ${config.apiUrl}/graphql, back office ${admin.url} (Ctrl-C stops all).`,
  );
}

await main();
