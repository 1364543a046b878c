// `npm test`: lint, structure, types, unit, API integration and browser journeys, in that order. Every stage
// runs even after a failure, so one run shows everything that is wrong. The last line, read by CI,
// is exactly "N passed, M failed". Select stages with `--only unit,api` or `--skip e2e`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countPlaywright, countVitest, settleStage, summaryLine } from './lib/count-results.mjs';
import { e2ePorts } from './lib/e2e-ports.mjs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './lib/find-chromium.mjs';
import { isPortFree } from './lib/is-port-free.mjs';
import { runCommand } from './lib/run-command.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'foundry-test-'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const none = { passed: 0, failed: 0, skipped: 0 };

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined; // the runner crashed before writing its report: settleStage counts it
  }
}

function databaseLabel() {
  if (!env.DATABASE_URL) return 'PGlite';
  try {
    const url = new URL(env.DATABASE_URL);
    return `Postgres at ${url.host}${url.pathname}`;
  } catch {
    return 'the Postgres server in DATABASE_URL';
  }
}

async function vitest(project) {
  const output = join(reports, `${project}.json`);
  const code = await runCommand(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: root, env },
  );
  const report = readJson(output);
  return { code, counts: report ? countVitest(report) : none };
}

async function playwright() {
  const browser = findChromium();
  if (!browser) {
    process.stderr.write(`${NO_CHROMIUM_MESSAGE}\n`);
    return { code: 1, counts: none };
  }
  const { webPort, apiPort } = e2ePorts(env);
  for (const [variable, port] of [
    ['E2E_PORT', webPort],
    ['E2E_API_PORT', apiPort],
  ]) {
    if (!(await isPortFree(port))) {
      process.stderr.write(
        `Port ${port} (${variable}), which the browser journeys need, is already in use: stop whatever is listening there or set ${variable} to a free port.\n`,
      );
      return { code: 1, counts: none };
    }
  }
  console.log(`Browser: ${browser.description}`);
  const output = join(reports, 'e2e.json');
  const code = await runCommand(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    },
  );
  const report = readJson(output);
  return { code, counts: report ? countPlaywright(report) : none };
}

const STAGES = [
  {
    name: 'lint',
    title: 'Lint and format (biome check .)',
    run: async () => ({
      code: await runCommand(bin('biome'), ['check', '.'], { cwd: root, env }),
      counts: none,
    }),
  },
  {
    name: 'structure',
    title: 'Structure: layers, cycles, file lengths (scripts/check-structure.mjs)',
    run: async () => {
      const code = await runCommand(process.execPath, ['scripts/check-structure.mjs'], { cwd: root, env });
      // One check: one passed when clean, one failed (via settleStage) otherwise.
      return { code, counts: code === 0 ? { ...none, passed: 1 } : none };
    },
  },
  {
    name: 'types',
    title: 'Type check (every workspace)',
    run: async () => ({
      code: await runCommand(process.execPath, ['scripts/typecheck.mjs'], { cwd: root, env }),
      counts: none,
    }),
  },
  { name: 'unit', title: 'Unit tests (vitest --project unit)', run: () => vitest('unit') },
  { name: 'api', title: `API integration tests on ${databaseLabel()}`, run: () => vitest('api') },
  { name: 'e2e', title: 'Browser journeys (Playwright)', run: playwright },
];

function selectedStages(argv) {
  const list = (flag) => {
    const index = argv.indexOf(flag);
    const inline = argv.find((arg) => arg.startsWith(`${flag}=`));
    const value = inline ? inline.slice(flag.length + 1) : index >= 0 ? argv[index + 1] : undefined;
    return value?.split(',').map((name) => name.trim());
  };
  const only = list('--only');
  const skip = list('--skip') ?? [];
  const known = STAGES.map((stage) => stage.name);
  for (const name of [...(only ?? []), ...skip]) {
    if (!known.includes(name)) {
      process.stderr.write(`Unknown stage '${name}': choose from ${known.join(', ')}.\n`);
      process.exit(2);
    }
  }
  return STAGES.filter((stage) => (only ? only.includes(stage.name) : true) && !skip.includes(stage.name));
}

const results = [];
for (const stage of selectedStages(process.argv.slice(2))) {
  console.log(`\n━━ ${stage.title} ━━`);
  const started = Date.now();
  const { code, counts } = await stage.run();
  const settled = settleStage(counts, code);
  const seconds = (Date.now() - started) / 1000;
  results.push({ stage, code, counts: settled, seconds });
  const verdict = code === 0 && settled.failed === 0 ? 'passed' : 'FAILED';
  console.log(`━━ ${stage.name} ${verdict} in ${seconds.toFixed(1)} s ━━`);
}
if (existsSync(reports)) rmSync(reports, { recursive: true, force: true });

console.log('\nStage      Result   Passed  Failed  Skipped  Time');
for (const { stage, code, counts, seconds } of results) {
  const verdict = code === 0 && counts.failed === 0 ? 'passed' : 'FAILED';
  console.log(
    `${stage.name.padEnd(11)}${verdict.padEnd(9)}${String(counts.passed).padStart(6)}${String(counts.failed).padStart(8)}` +
      `${String(counts.skipped).padStart(9)}  ${seconds.toFixed(1)} s`,
  );
}
const failed = results.some(({ code, counts }) => code !== 0 || counts.failed > 0);
console.log(summaryLine(results.map(({ counts }) => counts)));
process.exit(failed ? 1 : 0);
