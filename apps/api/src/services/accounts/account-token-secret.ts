import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

const generated = new Map<string, Promise<string>>();

async function readOrCreate(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': of two processes starting together, the first one's secret wins and both use it.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * The key that signs password-reset links: ACCOUNT_TOKEN_SECRET, or (outside production, where the
 * configuration demands the variable) one generated on first use and kept in
 * `${DATA_DIR}/secrets/account-token-secret`, so links survive a restart.
 */
export function accountTokenSecret(config: Pick<Config, 'accountTokenSecret' | 'dataDir'>): Promise<string> {
  if (config.accountTokenSecret) return Promise.resolve(config.accountTokenSecret);
  const file = join(config.dataDir, 'secrets', 'account-token-secret');
  let secret = generated.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    generated.set(file, secret);
    secret.catch(() => generated.delete(file));
  }
  return secret;
}
