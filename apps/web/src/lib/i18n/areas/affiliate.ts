import { AFFILIATE_EN } from '../locales/en/affiliate.ts';
import { defineTextArea } from '../text-area.ts';

export const AFFILIATE_TEXTS = defineTextArea('affiliate', { affiliate: AFFILIATE_EN });
