import type { Config } from '../../config.ts';
import { dataDirSecret } from '../../security/data-dir-secret.ts';

/**
 * The key that signs password-reset links: ACCOUNT_TOKEN_SECRET, or (outside production, where the
 * configuration demands the variable) one generated on first use and kept in
 * `${DATA_DIR}/secrets/account-token-secret`, so links survive a restart.
 */
export function accountTokenSecret(config: Pick<Config, 'accountTokenSecret' | 'dataDir'>): Promise<string> {
  if (config.accountTokenSecret) return Promise.resolve(config.accountTokenSecret);
  try {
    return Promise.resolve(dataDirSecret(config.dataDir, 'account-token-secret'));
  } catch (error) {
    return Promise.reject(error);
  }
}
