import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A development secret kept under `${dataDir}/secrets/<name>`: generated on first use, then read by
 * every later start and every other process on the same DATA_DIR, so what it signed (reset links,
 * the test provider's redirects and stored cards) survives a restart. Production configures its own.
 */
export function dataDirSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': of two processes starting together, the first one's secret wins and both use it.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
