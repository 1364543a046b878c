// `npm run bench:load`: the shop on a PostgreSQL server under autocannon, each request beside a bare
// node:http server answering the same bytes in the same run. Prints one table and fails when a goal
// is missed. Method and the figures of a quiet run: docs/performance.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { freshDatabase } from './fresh-database.ts';
import { pidListeningOn, processMemoryMb } from './process-memory.ts';
import { startShop } from './start-shop.ts';
import { LOAD_TARGETS, type LoadTarget } from './targets.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3390);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4390);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database the run drops and creates again; one per person when several share a server. */
const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'foundry_bench_load';
/** RESPONSE_CACHE=off reaches the API too: every request is answered afresh, judged by the uncached goals. */
const UNCACHED = process.env.RESPONSE_CACHE === 'off';
/** `--api-only`: start the API alone and measure only its requests (no web build). */
const apiOnly = process.argv.includes('--api-only');
const only = process.argv
  .slice(2)
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7);

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Request {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function load(request: Request, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function startBareServer(body: Buffer, contentType: string) {
  const folder = await mkdtemp(join(tmpdir(), 'foundry-bare-'));
  await writeFile(join(folder, 'body'), body);
  const child: ChildProcess = spawn(
    process.execPath,
    [new URL('./bare-server.mjs', import.meta.url).pathname, join(folder, 'body'), contentType],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const output = child.stdout;
  if (!output) throw new Error('the bare server has no output to read its port from');
  const port = await new Promise<number>((done, fail) => {
    const lines = createInterface({ input: output });
    lines.once('line', (line) => done(Number(line)));
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function requestOf(target: LoadTarget, base: string): Request {
  if (target.kind === 'api') {
    return {
      url: `${base}${target.path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: target.query }),
    };
  }
  return { url: `${base}${target.path}`, method: 'GET', headers: { accept: 'text/html' } };
}

async function firstOf(apiUrl: string, query: string, pick: (data: never) => string | undefined) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const { data } = (await response.json()) as { data: never };
  const value = pick(data);
  if (!value) throw new Error(`No demo data for ${query}`);
  return value;
}

const cell = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

async function main() {
  const databaseUrl = await freshDatabase(SERVER_URL, DATABASE_NAME);
  console.log(`Starting the shop on ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}…`);
  const shop = await startShop({ webPort: WEB_PORT, apiPort: API_PORT, databaseUrl, apiOnly });
  const failures: string[] = [];
  const rows: string[] = [];
  try {
    const product = apiOnly
      ? ''
      : await firstOf(
          shop.apiUrl,
          '{ readPhysicalProducts(pageSize: 1) { nodes { url } } }',
          (data: { readPhysicalProducts: { nodes: { url: string }[] } }) =>
            data.readPhysicalProducts.nodes[0]?.url,
        );
    const story = apiOnly
      ? ''
      : await firstOf(
          shop.apiUrl,
          '{ readStories(pageSize: 1, type: BLOG) { nodes { url } } }',
          (data: { readStories: { nodes: { url: string }[] } }) => data.readStories.nodes[0]?.url,
        );
    const apiPid = pidListeningOn(API_PORT);
    const webPid = pidListeningOn(WEB_PORT);
    const targets = LOAD_TARGETS.filter(
      (target) => (!only || target.name.includes(only)) && (!apiOnly || target.kind === 'api'),
    );
    for (const target of targets) {
      const path = target.path.replace('{product}', product).replace('{story}', story);
      const resolved = { ...target, path };
      const shopRequest = requestOf(resolved, target.kind === 'api' ? shop.apiUrl : shop.webUrl);
      const sample = await fetch(shopRequest.url, {
        method: shopRequest.method,
        headers: shopRequest.headers,
        body: shopRequest.body,
      });
      const bytes = Buffer.from(await sample.arrayBuffer());
      if (!sample.ok) failures.push(`${target.name}: the shop answered ${sample.status}`);
      const bare = await startBareServer(bytes, sample.headers.get('content-type') ?? 'text/plain');
      try {
        const bareRequest = requestOf(resolved, bare.url);
        await load(bareRequest, WARMUP_SECONDS);
        const baseline = await load(bareRequest, SECONDS);
        await load(shopRequest, WARMUP_SECONDS);
        const measured = await load(shopRequest, SECONDS);
        const pid = target.kind === 'api' ? apiPid : webPid;
        const memory = pid ? processMemoryMb(pid) : undefined;
        const share = measured.rps / baseline.rps;
        const { minRps, minShareOfBare, maxP99Ms } = UNCACHED
          ? { minRps: target.goal.uncachedMinRps ?? 0, minShareOfBare: 0, maxP99Ms: undefined }
          : target.goal;
        const missed: string[] = [];
        if (measured.rps < minRps) missed.push(`${Math.round(measured.rps)} req/s < ${minRps}`);
        if (share < minShareOfBare)
          missed.push(`${(share * 100).toFixed(1)} % of bare < ${minShareOfBare * 100} %`);
        if (maxP99Ms !== undefined && measured.p99 > maxP99Ms)
          missed.push(`p99 ${measured.p99} ms > ${maxP99Ms}`);
        if (measured.errors > 0) missed.push(`${measured.errors} errors`);
        if (missed.length > 0) failures.push(`${target.name}: ${missed.join(', ')}`);
        rows.push(
          `${target.name.padEnd(36)}${cell(measured.rps)}${cell(measured.p50)}${cell(measured.p99)}${cell(bytes.length)}${cell(memory?.rssMb ?? Number.NaN)}${cell(baseline.rps)}${cell(share * 100, 1)} %  ${missed.length ? 'MISSED' : 'ok'}`,
        );
        console.log(rows.at(-1));
      } finally {
        await bare.stop();
      }
    }
    const apiPeak = apiPid ? processMemoryMb(apiPid)?.peakMb : undefined;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up.`,
    );
    console.log(
      `${'request'.padEnd(36)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'bytes'.padStart(8)}${'RSS MB'.padStart(8)}${'bare/s'.padStart(8)}${'share'.padStart(10)}`,
    );
    for (const row of rows) console.log(row);
    console.log(`API peak RSS: ${apiPeak?.toFixed(0) ?? '?'} MB`);
  } finally {
    await shop.stop();
  }
  if (failures.length > 0) {
    console.log(`\nGoals missed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery goal met.');
  }
}

await main();
