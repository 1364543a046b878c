// Type-checks every workspace with its own tsconfig (the web app's differs: JSX, DOM, Next plugin).
// The checks are independent processes, so they run one per core; each one's output is printed
// whole when it ends, never interleaved with another's.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Slowest first, so a long check does not start last.
const projects = [
  'apps/web',
  'apps/api',
  'apps/admin',
  'e2e',
  'packages/db',
  'bench',
  'packages/fonts',
  'packages/domain',
  'packages/errors',
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`Type check failed in ${project}.`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
process.exit(failed ? 1 : 0);
