import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirSecret } from './data-dir-secret.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'secret-'));
  dirs.push(dir);
  return dir;
}

describe('dataDirSecret', () => {
  it('generates a secret once and gives the same one on every later call', () => {
    const dir = dataDir();
    const first = dataDirSecret(dir, 'payment-test-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(dataDirSecret(dir, 'payment-test-secret')).toBe(first);
    expect(readFileSync(join(dir, 'secrets', 'payment-test-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'secrets', 'payment-test-secret')).mode & 0o077).toBe(0);
  });

  it('keeps one secret per name and per data folder', () => {
    const dir = dataDir();
    expect(dataDirSecret(dir, 'a')).not.toBe(dataDirSecret(dir, 'b'));
    expect(dataDirSecret(dataDir(), 'a')).not.toBe(dataDirSecret(dir, 'a'));
  });
});
