import type { Config } from '../../config.ts';
import { labelledTokenKey } from '../accounts/labelled-token-key.ts';

export const storyPreviewKey = (config: Pick<Config, 'accountTokenSecret' | 'dataDir'>) =>
  labelledTokenKey(config, 'story-preview');
