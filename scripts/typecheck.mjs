// Type-checks every workspace with its own tsconfig (the web app's differs: JSX, DOM, Next plugin).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/errors',
  'packages/domain',
  'packages/fonts',
  'packages/db',
  'apps/api',
  'apps/web',
  'apps/admin',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Type check failed in ${project}.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
