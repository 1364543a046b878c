import { WEBFONTS_EN } from '../locales/en/webfonts.ts';
import { defineTextArea } from '../text-area.ts';

export const WEBFONTS_TEXTS = defineTextArea('webfonts', { webfonts: WEBFONTS_EN });
