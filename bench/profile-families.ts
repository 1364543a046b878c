// `npm run bench:profile`: a CPU profile of the 12-family query (docs/performance.md) through the whole
// in-process GraphQL pipeline on the embedded database, 300 requests after 50 unmeasured. Writes
// bench/profiles/read-families.cpuprofile (open it in Chrome DevTools) and prints where the time went:
// the heaviest functions by self time, grouped by package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_TARGETS } from './load/targets.ts';
import { type CpuProfile, summariseProfile } from './profile-summary.ts';
import { withSeededApi } from './seeded-api.ts';

const QUERY = LOAD_TARGETS[0]?.query ?? '';
const WARMUP = 50;
const MEASURED = 300;

await withSeededApi(
  async ({ app }) => {
    const ask = async () => {
      const response = await app.yoga.fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUERY }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
    for (let i = 0; i < WARMUP; i++) await ask();
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const started = performance.now();
    for (let i = 0; i < MEASURED; i++) await ask();
    const elapsed = performance.now() - started;
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();

    const folder = join(dirname(fileURLToPath(import.meta.url)), 'profiles');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'read-families.cpuprofile'), JSON.stringify(profile));

    console.log(
      `${MEASURED} requests in ${elapsed.toFixed(0)} ms (${(elapsed / MEASURED).toFixed(2)} ms each)\n`,
    );
    for (const line of summariseProfile(profile)) console.log(line);
    // What is profiled is the work behind the read, not the response cache's answer from memory.
  },
  { RESPONSE_CACHE: 'off' },
);
