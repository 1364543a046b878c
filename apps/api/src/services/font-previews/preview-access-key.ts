import type { Config } from '../../config.ts';
import { labelledTokenKey } from '../accounts/labelled-token-key.ts';

/** The key that signs preview access tokens (its own label: never valid as another kind of token). */
export function previewAccessKey(config: Pick<Config, 'accountTokenSecret' | 'dataDir'>): Promise<Buffer> {
  return labelledTokenKey(config, 'font-preview-access');
}
