import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest's default leaves one core to itself (one worker on a 2-core machine); its own work is small
// next to the tests', so every core runs test files.
const workers = availableParallelism();

// Two projects: `unit` (pure code, fast, parallel) and `api` (real GraphQL operations against a
// migrated, seeded database: PGlite by default, the server named by DATABASE_URL otherwise).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
          maxWorkers: workers,
          // Files share their worker's modules (isolate: false): setting up a module graph and a DOM
          // per file cost three times the CPU of the tests. Nothing global is changed per file but
          // Testing Library's waiting limit, set once here.
          isolate: false,
          setupFiles: [
            'apps/web/src/lib/testing/next-server-setup.ts',
            'apps/web/src/lib/testing/dom-testing-setup.ts',
          ],
          // Parsing the largest icon font takes seconds when the machine is busy.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          // `*.postgres.test.ts` test what only a server has (connections to cut, statement timeouts):
          // they run in the PostgreSQL pass and are left out, not skipped, of the PGlite pass.
          exclude: process.env.DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, '**/*.postgres.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file has its own database copy and its own files folder (test/support/test-files-dir.ts).
          maxWorkers: workers,
          // Files share the modules their worker loaded: importing the API afresh for every file
          // cost more than the tests themselves. Nothing here mocks modules, and per-file state is
          // keyed by file (test/support/test-files-dir.ts).
          isolate: false,
        },
      },
    ],
  },
});
