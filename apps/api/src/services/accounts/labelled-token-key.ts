import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { accountTokenSecret } from './account-token-secret.ts';

const keys = new Map<string, Promise<Buffer>>();

/**
 * A signing key derived from the account token secret (ACCOUNT_TOKEN_SECRET, else the one kept under
 * DATA_DIR) with its own label, so a token of one kind never passes as another. Kept per secret
 * source and label: some pages need it for every URL they print.
 */
export function labelledTokenKey(
  config: Pick<Config, 'accountTokenSecret' | 'dataDir'>,
  label: string,
): Promise<Buffer> {
  const source = `${config.accountTokenSecret ?? ''}\0${config.dataDir}\0${label}`;
  let key = keys.get(source);
  if (!key) {
    key = accountTokenSecret(config).then((secret) => createHmac('sha256', secret).update(label).digest());
    key.catch(() => keys.delete(source));
    keys.set(source, key);
  }
  return key;
}
