// `npm run bench:profile`: a CPU profile of the 12-family query (docs/performance.md) through the whole
// in-process GraphQL pipeline on the embedded database, 300 requests after 50 unmeasured. Writes
// bench/profiles/read-families.cpuprofile (open it in Chrome DevTools) and prints where the time went:
// the heaviest functions by self time, grouped by package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_TARGETS } from './load/targets.ts';
import { withSeededApi } from './seeded-api.ts';

const QUERY = LOAD_TARGETS[0]?.query ?? '';
const WARMUP = 50;
const MEASURED = 300;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The package or project folder a script belongs to, for grouping. */
function owner(url: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (module) return module;
  const project = /\/(apps\/[^/]+|packages\/[^/]+)\//.exec(url)?.[1];
  if (project) return project;
  return url.startsWith('node:') ? 'node' : url ? 'other' : '(native / GC / idle)';
}

await withSeededApi(async ({ app }) => {
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
  const { profile } = (await session.post('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[] };
  };
  session.disconnect();

  const folder = join(dirname(fileURLToPath(import.meta.url)), 'profiles');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'read-families.cpuprofile'), JSON.stringify(profile));

  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0;
    if (count === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*?\/(node_modules|apps|packages)\//, '$1/');
    const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + count);
  }
  const share = (count: number) => `${((count / total) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `${MEASURED} requests in ${elapsed.toFixed(0)} ms (${(elapsed / MEASURED).toFixed(2)} ms each)\n`,
  );
  console.log('Self time by package:');
  for (const [name, count] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${share(count)}  ${name}`);
  console.log('\nHeaviest functions (self time):');
  for (const [name, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${share(count)}  ${name}`);
});
