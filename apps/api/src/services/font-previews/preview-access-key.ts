import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { accountTokenSecret } from '../accounts/account-token-secret.ts';

const keys = new Map<string, Promise<Buffer>>();

/**
 * The key that signs preview access tokens: derived from the account token secret
 * (ACCOUNT_TOKEN_SECRET, else the one kept under DATA_DIR), with its own label so a token of one
 * kind never passes as the other. Kept per secret source: every font URL of a page needs it.
 */
export function previewAccessKey(config: Pick<Config, 'accountTokenSecret' | 'dataDir'>): Promise<Buffer> {
  const source = `${config.accountTokenSecret ?? ''}\0${config.dataDir}`;
  let key = keys.get(source);
  if (!key) {
    key = accountTokenSecret(config).then((secret) =>
      createHmac('sha256', secret).update('font-preview-access').digest(),
    );
    key.catch(() => keys.delete(source));
    keys.set(source, key);
  }
  return key;
}
