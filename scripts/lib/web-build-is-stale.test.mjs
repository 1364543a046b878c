import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordWebBuildSettings, webBuildIsStale, webDistDir } from './web-build-is-stale.mjs';

let root;

function write(path, secondsAgo) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stale-'));
  write('apps/web/src/app/page.tsx', 100);
  write('packages/domain/src/money.ts', 100);
  write('apps/web/next.config.ts', 100);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('webBuildIsStale', () => {
  it('asks for a build when there is none', () => {
    expect(webBuildIsStale(root)).toEqual({ stale: true, reason: 'the web app has not been built yet' });
  });

  it('keeps a build newer than every source', () => {
    write('apps/web/.next/BUILD_ID', 10);
    expect(webBuildIsStale(root).stale).toBe(false);
  });

  it.each([
    'apps/web/src/app/page.tsx',
    'packages/domain/src/money.ts',
    'apps/web/next.config.ts',
    'apps/api/schema.graphql',
  ])('rebuilds when %s is newer than the build', (path) => {
    write('apps/web/.next/BUILD_ID', 10);
    write(path, 1);
    expect(webBuildIsStale(root)).toEqual({ stale: true, reason: `${path} changed since the last build` });
  });

  it('ignores files outside what the web build reads', () => {
    write('apps/web/.next/BUILD_ID', 10);
    write('apps/api/src/main.ts', 1);
    write('apps/web/src/node_modules/x.js', 1);
    expect(webBuildIsStale(root).stale).toBe(false);
  });

  it('looks for the build in NEXT_DIST_DIR when one is set', () => {
    write('apps/web/.next/BUILD_ID', 10);
    expect(webBuildIsStale(root, '.next-e2e').stale).toBe(true);
    write('apps/web/.next-e2e/BUILD_ID', 10);
    expect(webBuildIsStale(root, '.next-e2e').stale).toBe(false);
  });

  it('rebuilds a build made with other addresses or integrations, given the environment', () => {
    const env = { API_URL: 'http://localhost:4000', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'warn' };
    write('apps/web/.next/BUILD_ID', 10);
    // A build whose settings were not noted (made by hand) is not trusted.
    expect(webBuildIsStale(root, '.next', env).stale).toBe(true);
    recordWebBuildSettings(root, '.next', env);
    expect(webBuildIsStale(root, '.next', env).stale).toBe(false);
    // Only the settings a build bakes in count, not the rest of the environment.
    expect(webBuildIsStale(root, '.next', { ...env, LOG_LEVEL: 'info' }).stale).toBe(false);
    for (const change of [{ API_URL: 'http://localhost:4001' }, { RECAPTCHA_SITE_KEY: 'site-key' }]) {
      expect(webBuildIsStale(root, '.next', { ...env, ...change })).toEqual({
        stale: true,
        reason: 'it was built with other addresses or integrations',
      });
    }
  });
});

describe('webDistDir', () => {
  it('is .next unless NEXT_DIST_DIR names another folder', () => {
    expect(webDistDir({})).toBe('.next');
    expect(webDistDir({ NEXT_DIST_DIR: ' ' })).toBe('.next');
    expect(webDistDir({ NEXT_DIST_DIR: '.next-e2e' })).toBe('.next-e2e');
  });
});
