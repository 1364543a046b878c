// `npm run bench:cpu`: what one API request costs the API process in CPU time, a figure that holds on a
// shared machine where req/s does not. Starts the compiled API alone on a PostgreSQL database with the
// response cache off (`--response-cache` leaves it on), sends a request of bench/load/targets.ts (the 12
// families by default) unmeasured, then N times at C connections, and reads the API process's CPU time
// (/proc/PID/stat utime + stime) before and after, its peak resident memory (VmHWM) and, from inside the
// API (api-probe.mjs), the peaks of its heap and external memory during the measured requests. `--profile`
// also writes a CPU profile of the measured requests and prints its heaviest entries. The PostgreSQL
// server shares the machine, so the CPU of its backends serving the API's database is read the same way
// and printed beside the API's.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type AllocationProfile,
  type CpuProfile,
  summariseAllocations,
  summariseProfile,
} from '../profile-summary.ts';
import { freshDatabase } from './fresh-database.ts';
import { pidListeningOn, processMemoryMb } from './process-memory.ts';
import { startShop } from './start-shop.ts';
import { LOAD_TARGETS } from './targets.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4391);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'foundry_bench_cpu';
const flag = (name: string) => process.argv.includes(name);
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`${name}=`))
    ?.slice(name.length + 1);
/** `--reuse-database`: start on the database as it is (the API still migrates and seeds what is missing). */
const reuseDatabase = flag('--reuse-database');
const profiling = flag('--profile');
/** `--allocations`: a sampling heap profile of what the measured requests allocate, by function. */
const allocations = flag('--allocations');
const targetName = option('--only') ?? '12 families';
/** `--response-cache`: leave the response cache on, as in production (a cacheable target is then answered from memory). */
/** `--bundle=<file>`: start an API bundle built before (e.g. of the branch point) instead of this tree's. */
const apiBundle = option('--bundle');
const responseCache = flag('--response-cache') ? 'on' : 'off';

const here = dirname(fileURLToPath(import.meta.url));
const profileFile = join(here, '../profiles/api-cpu.cpuprofile');
const probeFile = join(here, '../profiles/api-probe.json');
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time a process has used so far, user and system, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
}

/** The PostgreSQL backends of the database (not this reader's own) and the CPU each has used so far. */
async function backendCpuMs(reader: pg.Client): Promise<Map<number, number>> {
  const { rows } = await reader.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    // A backend may end between the list and the read: it then counts for nothing.
    try {
      used.set(pid, cpuMs(pid));
    } catch {}
  }
  return used;
}

/** CPU the backends used between two readings; one that connected in between counts from zero. */
function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

async function send(url: string, body: string, amount: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    amount,
    // A shared machine may answer slowly; a timeout would be a failure, not a measurement.
    timeout: 120,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of ${amount} requests failed`);
}

async function main() {
  const target = LOAD_TARGETS.find((each) => each.kind === 'api' && each.name.includes(targetName));
  if (!target?.query) throw new Error(`No API target named like "${targetName}"`);
  const databaseUrl = reuseDatabase
    ? Object.assign(new URL(SERVER_URL), { pathname: `/${DATABASE_NAME}` }).toString()
    : await freshDatabase(SERVER_URL, DATABASE_NAME);
  await mkdir(dirname(probeFile), { recursive: true });
  await rm(probeFile, { force: true });
  const shop = await startShop({
    webPort: API_PORT + 1, // unused: no web server is started, but the config reads PORT
    apiPort: API_PORT,
    databaseUrl,
    apiOnly: true,
    ...(apiBundle ? { apiBundle: resolve(apiBundle) } : {}),
    nodeArguments: ['--import', join(here, 'api-probe.mjs')],
    env: {
      RESPONSE_CACHE: responseCache,
      API_PROBE_FILE: probeFile,
      API_PROBE_PROFILE: profiling ? 'cpu' : allocations ? 'allocations' : '',
    },
  });
  try {
    const pid = pidListeningOn(API_PORT);
    if (!pid) throw new Error(`Nothing listens on ${API_PORT}`);
    const url = `${shop.apiUrl}/graphql`;
    const body = JSON.stringify({ query: target.query });
    const sample = (await (
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).json()) as { errors?: unknown };
    if (sample.errors) throw new Error(`The API answered errors: ${JSON.stringify(sample.errors)}`);
    const idle = processMemoryMb(pid);
    await send(url, body, WARMUP_REQUESTS);
    const reader = new pg.Client({ connectionString: databaseUrl });
    await reader.connect();
    process.kill(pid, 'SIGUSR2');
    const backendsBefore = await backendCpuMs(reader);
    const before = cpuMs(pid);
    const started = performance.now();
    await send(url, body, REQUESTS);
    const wallMs = performance.now() - started;
    const used = cpuMs(pid) - before;
    const postgresUsed = backendCpuBetween(backendsBefore, await backendCpuMs(reader));
    await reader.end();
    const memory = processMemoryMb(pid);
    process.kill(pid, 'SIGUSR2');
    const probe = JSON.parse(await waitForFile(probeFile)) as {
      memoryPeaks: Record<'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;
      profile?: CpuProfile;
      allocations?: AllocationProfile;
    };
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    const peaks = probe.memoryPeaks;
    console.log(
      [
        `${target.name}: ${REQUESTS} requests at ${CONNECTIONS} connections, RESPONSE_CACHE=${responseCache}`,
        `API CPU ${(used / REQUESTS).toFixed(2)} ms a request (${used.toFixed(0)} ms in all, ${wallMs.toFixed(0)} ms of wall time)`,
        `PostgreSQL CPU ${(postgresUsed / REQUESTS).toFixed(2)} ms a request (its backends on the database; ${postgresUsed.toFixed(0)} ms in all)`,
        `API resident memory: idle ${idle?.rssMb.toFixed(0)} MB, now ${memory?.rssMb.toFixed(0)} MB, peak ${memory?.peakMb.toFixed(0)} MB`,
        `Peaks while measured: heap total ${mb(peaks.heapTotal)}, heap used ${mb(peaks.heapUsed)}, external ${mb(peaks.external)} (array buffers ${mb(peaks.arrayBuffers)})`,
      ].join('\n'),
    );
    if (probe.profile) {
      writeFileSync(profileFile, JSON.stringify(probe.profile));
      console.log(`\nProfile of the measured requests: ${profileFile}`);
      for (const line of summariseProfile(probe.profile, 30)) console.log(line);
    }
    if (probe.allocations) {
      console.log(`\nAllocated by the measured requests, by function (self):`);
      for (const line of summariseAllocations(probe.allocations, REQUESTS)) console.log(line);
    }
  } finally {
    await shop.stop();
  }
}

async function waitForFile(file: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`${file} was not written`);
}

await main();
