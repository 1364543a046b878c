import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ConfigError } from './config-error.mjs';
import { FETCH_BLOCKED_PORTS } from './fetch-blocked-ports.mjs';

/**
 * @typedef {object} StartConfig
 * @property {number} webPort
 * @property {number} apiPort
 * @property {string} dataDir absolute path
 * @property {string} publicUrl the web site's address as browsers see it, without a trailing slash
 * @property {string} apiUrl the API's address as the web site and browsers see it, without a trailing slash
 * @property {string | undefined} databaseUrl a Postgres server; undefined means the embedded PGlite
 */

// An empty variable counts as unset, as shells and .env files commonly leave them.
function read(env, name) {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function port(env, name, fallback) {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    throw new ConfigError(`${name} must be a port number between 1 and 65535, not '${raw}'.`);
  }
  if (FETCH_BLOCKED_PORTS.has(value)) {
    throw new ConfigError(`${name} ${value} is a port that fetch refuses to connect to: choose another.`);
  }
  return value;
}

function httpUrl(env, name, fallback) {
  const raw = read(env, name) ?? fallback;
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`${name} must be an absolute http(s) URL such as ${fallback}, not '${raw}'.`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * Reads and checks the start-up environment in one place.
 * @param {Record<string, string | undefined>} env
 * @param {string} cwd the directory a relative DATA_DIR is resolved against
 * @returns {StartConfig}
 * @throws {ConfigError}
 */
export function readStartConfig(env, cwd) {
  const webPort = port(env, 'PORT', 3000);
  const apiPort = port(env, 'API_PORT', 4000);
  if (webPort === apiPort) {
    throw new ConfigError(
      `PORT and API_PORT are both ${webPort}: the web site and the API need different ports.`,
    );
  }
  return {
    webPort,
    apiPort,
    dataDir: resolve(cwd, read(env, 'DATA_DIR') ?? './data'),
    publicUrl: httpUrl(env, 'PUBLIC_URL', `http://localhost:${webPort}`),
    apiUrl: httpUrl(env, 'API_URL', `http://localhost:${apiPort}`),
    databaseUrl: read(env, 'DATABASE_URL'),
  };
}

/**
 * The environment both children get: the caller's, with the checked values written back so that
 * the API and the web site see exactly what was validated.
 * @param {StartConfig} config
 * @param {Record<string, string | undefined>} env
 */
export function childEnv(config, env) {
  /** @type {Record<string, string | undefined>} */
  const result = {
    ...env,
    PORT: String(config.webPort),
    API_PORT: String(config.apiPort),
    DATA_DIR: config.dataDir,
    PUBLIC_URL: config.publicUrl,
    API_URL: config.apiUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (config.databaseUrl === undefined) delete result.DATABASE_URL;
  // The API renews the web's cached pages when the catalogue changes (docs/performance.md); on one
  // machine both children get this start's own token unless the environment names a web server.
  if (!env.WEB_REVALIDATE_URL && !env.REVALIDATE_TOKEN) {
    result.WEB_REVALIDATE_URL = `http://localhost:${config.webPort}/api/revalidate`;
    result.REVALIDATE_TOKEN = randomBytes(32).toString('hex');
  }
  return result;
}
