// `npm run check:structure`: the shape of the code, as docs/architecture.md states it.
//  1. dependency-cruiser with .dependency-cruiser.cjs: the one-way layers of the web app, features
//     reached only through their public surface, no cycle between features, no import cycle anywhere
//     in apps/ and packages/.
//  2. No source file tracked by git over MAX_LINES lines (generated files are exempt).
//  3. No test file mocks a module (vi.mock, vi.doMock): the test files of a worker share their modules
//     (vitest.config.ts, isolate: false), so a mock would reach other files or miss its own. Give the
//     code what it needs instead (a context, a stand-in server, an argument).
//  4. No native <input>, <select> or <textarea> in the web app's features and routes outside the
//     allow-list of scripts/lib/native-form-controls.mjs: they use the ui layer's fields.
// Prints every failure as a list and exits 1 when there is any.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nativeFormControls } from './lib/native-form-controls.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mjs|css)$/;
// Written by tools, not by people: their length is not a design choice.
const GENERATED = [/\.generated\./, /(^|\/)graphql-env\.d\.ts$/, /(^|\/)schema\.graphql$/, /(^|\/)drizzle\//];

function dependencyViolations() {
  const result = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['apps', 'packages', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.error || !result.stdout) {
    return [`dependency-cruiser did not run: ${result.error?.message ?? result.stderr}`];
  }
  let summary;
  try {
    ({ summary } = JSON.parse(result.stdout));
  } catch {
    return [`dependency-cruiser did not run: ${result.stderr || result.stdout.slice(0, 500)}`];
  }
  return summary.violations.map((violation) => {
    const path = violation.cycle?.length
      ? [violation.from, ...violation.cycle.map((step) => step.name ?? step)].join(' → ')
      : `${violation.from} → ${violation.to}`;
    return `${violation.rule.name}: ${path}`;
  });
}

const MODULE_MOCK = /\bvi\.(mock|doMock)\(/;

function fileProblems() {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => SOURCE.test(path) && !GENERATED.some((pattern) => pattern.test(path)));
  const problems = [];
  for (const path of tracked) {
    let text;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the work tree but not yet in the index
    }
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) problems.push(`file-too-long: ${path} has ${lines} lines (at most ${MAX_LINES})`);
    if (/\.test\.[a-z]+$/.test(path) && MODULE_MOCK.test(text)) {
      problems.push(`module-mock: ${path} mocks a module`);
    }
    for (const control of nativeFormControls(path, text)) {
      problems.push(`native-form-control: ${control} (use the ui layer's field)`);
    }
  }
  return problems;
}

const failures = [...dependencyViolations(), ...fileProblems()];
if (failures.length === 0) {
  console.log(
    'Structure: layers, public surfaces, cycles, file lengths, module mocks and form controls are all in order.',
  );
  process.exit(0);
}
const byRule = new Map();
for (const failure of failures) {
  const rule = failure.slice(0, failure.indexOf(':'));
  byRule.set(rule, [...(byRule.get(rule) ?? []), failure.slice(rule.length + 2)]);
}
for (const [rule, items] of byRule) {
  console.error(`\n✗ ${rule} (${items.length})`);
  for (const item of items) console.error(`  ${item}`);
}
console.error(`\n${failures.length} structure problems; docs/architecture.md explains each rule.`);
process.exit(1);
