import { BUYING_EN } from '../locales/en/buying.ts';
import { defineTextArea } from '../text-area.ts';

export const BUYING_TEXTS = defineTextArea('buying', { buying: BUYING_EN });
