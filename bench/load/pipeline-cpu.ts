// `node --import tsx bench/load/pipeline-cpu.ts`: the CPU one request costs the API's request pipeline, in
// process, without a socket (`yoga.fetch`), so that a change to the plugins can be judged on a shared
// machine. Builds the API as `npm start` does on an empty in-memory database (no resolver of
// `{ __typename }` reads it) and, with `--base=<folder>` (another checkout's apps/api/src, e.g. main's,
// unpacked under node_modules/, where its imports resolve and no test reads it), that checkout's API
// beside it; then alternates them, round by round, and prints the CPU time (`process.cpuUsage`, user +
// system) a request of each, the median of the rounds, and their ratio. Alternating in one process puts
// both under the same load, which back-to-back runs cannot.
//
// Options: --rounds=10, --requests=4000 (a round), --concurrency=4, --document='{ __typename }',
// --cookie=<header> (a request with a cookie), --cache=off (RESPONSE_CACHE=off; on by default, as in
// production).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrateDatabase, openDatabase } from '@foundry/db';
import { pino } from 'pino';
import { benchApiEnv } from '../seeded-api.ts';

const option = (name: string, fallback: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3) ?? fallback;

const ROUNDS = Number(option('rounds', '10'));
const REQUESTS = Number(option('requests', '4000'));
const CONCURRENCY = Number(option('concurrency', '4'));
const QUERY = option('document', '{ __typename }');
const COOKIE = option('cookie', '');
const CACHE = option('cache', 'on');
const BASE = option('base', '');
/**
 * `--http=<port>,<port>`: each API behind its own node:http server (this tree's on the first port, the
 * base's on the second), loaded by autocannon in a child process; the CPU is then the server's alone.
 */
const [HTTP_PORT = 0, BASE_HTTP_PORT = 0] = option('http', '').split(',').filter(Boolean).map(Number);

interface Candidate {
  name: string;
  fetch: (url: string, init: RequestInit) => Promise<Response> | Response;
  /** With --http: the server of this API, which autocannon loads. */
  server?: Server;
  port?: number;
  samples: number[];
}

/** The API of the apps/api/src folder `source`, built as main.ts builds it, logging off. */
async function apiOf(
  source: string,
  database: object,
  filesDir: string,
): Promise<{ fetch: Candidate['fetch']; listener: Parameters<typeof createServer>[1] }> {
  const { createApp } = await import(join(source, 'app.ts'));
  const { loadConfig } = await import(join(source, 'config.ts'));
  const { createLocalFileStorage } = await import(join(source, 'integrations/storage/local-file-storage.ts'));
  const config = loadConfig({ ...benchApiEnv(filesDir), RESPONSE_CACHE: CACHE });
  const storage = createLocalFileStorage(filesDir, config.apiUrl);
  const { yoga } = createApp({ config, database, storage, logger: pino({ level: 'silent' }) });
  return { fetch: (url, init) => yoga.fetch(url, init), listener: yoga };
}

async function candidate(name: string, source: string, database: object, filesDir: string, port: number) {
  const { fetch, listener } = await apiOf(source, database, filesDir);
  const made: Candidate = { name, fetch, samples: [] };
  if (HTTP_PORT) {
    made.server = createServer(listener);
    made.port = port;
    await new Promise<void>((done) => made.server?.listen(port, '127.0.0.1', done));
  }
  return made;
}

/** Sends `requests` through autocannon in a child process, so that only the server's CPU is ours. */
function load(port: number, requests: number): Promise<void> {
  const args = ['-a', String(requests), '-c', String(CONCURRENCY), '-m', 'POST', '-b', body];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(`http://127.0.0.1:${port}/graphql`);
  const autocannon = resolve(import.meta.dirname, '../../node_modules/.bin/autocannon');
  return new Promise((done, fail) =>
    execFile(autocannon, args, (error, _out, err) => {
      if (error) fail(error);
      else if (/non 2xx|errors \(/.test(err)) fail(new Error(err));
      else done();
    }),
  );
}

const body = JSON.stringify({ query: QUERY });
const headers: Record<string, string> = { 'content-type': 'application/json' };
if (COOKIE) headers.cookie = COOKIE;

async function ask(candidate: Candidate): Promise<void> {
  const response = await candidate.fetch('http://localhost:4000/graphql', { method: 'POST', headers, body });
  const answer = (await response.json()) as { errors?: unknown };
  if (!response.ok || answer.errors) throw new Error(`${candidate.name}: ${JSON.stringify(answer)}`);
}

async function round(candidate: Candidate, requests: number): Promise<number> {
  const started = process.cpuUsage();
  if (candidate.port) {
    await load(candidate.port, requests);
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000 / requests;
  }
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next++;
      await ask(candidate);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / requests;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const candidates: Candidate[] = [];
const filesDir = await mkdtemp(join(tmpdir(), 'foundry-pipeline-'));
const database = await openDatabase({});
try {
  await migrateDatabase(database);
  const here = resolve(import.meta.dirname, '../../apps/api/src');
  candidates.push(await candidate('this tree', here, database, filesDir, HTTP_PORT));
  if (BASE) candidates.push(await candidate('base', resolve(BASE), database, filesDir, BASE_HTTP_PORT));
  for (const candidate of candidates) await round(candidate, Math.min(REQUESTS, 1000));
  for (let index = 0; index < ROUNDS; index++) {
    // Each goes first in every other round, so neither always follows the other's garbage.
    const order = index % 2 === 0 ? candidates : [...candidates].reverse();
    for (const candidate of order) candidate.samples.push(await round(candidate, REQUESTS));
  }
  console.log(
    `${QUERY}: ${ROUNDS} rounds of ${REQUESTS} requests at ${CONCURRENCY} at once, RESPONSE_CACHE=${CACHE}${COOKIE ? ', with a cookie' : ''}`,
  );
  for (const candidate of candidates) {
    const rounds = candidate.samples.map((ms) => ms.toFixed(3)).join(' ');
    console.log(
      `${candidate.name}: ${median(candidate.samples).toFixed(3)} ms of CPU a request (rounds: ${rounds})`,
    );
  }
  const [head, base] = candidates;
  if (head && base)
    console.log(`ratio this tree / base: ${(median(head.samples) / median(base.samples)).toFixed(2)}`);
} finally {
  for (const { server } of candidates) server?.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
}
