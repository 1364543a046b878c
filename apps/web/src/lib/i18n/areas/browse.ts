import { BROWSE_EN } from '../locales/en/browse.ts';
import { defineTextArea } from '../text-area.ts';

export const BROWSE_TEXTS = defineTextArea('browse', { browse: BROWSE_EN });
