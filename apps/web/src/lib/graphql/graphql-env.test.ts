import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = resolve(here, '../../..');
const repoRoot = resolve(webRoot, '../..');

describe('graphql-env.d.ts', () => {
  it('matches what gql.tada generates from the API schema (run `npm run graphql:generate -w @foundry/web`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'graphql-env-'));
    try {
      const output = join(dir, 'graphql-env.d.ts');
      const result = spawnSync(
        join(repoRoot, 'node_modules/.bin/gql-tada'),
        ['generate', 'output', '--tsconfig', join(webRoot, 'tsconfig.json'), '--output', output],
        { cwd: webRoot, encoding: 'utf8' },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(readFileSync(join(here, 'graphql-env.d.ts'), 'utf8')).toBe(readFileSync(output, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
