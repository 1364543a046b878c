import { HANDWRITING_EN } from '../locales/en/handwriting.ts';
import { defineTextArea } from '../text-area.ts';

export const HANDWRITING_TEXTS = defineTextArea('handwriting', { handwriting: HANDWRITING_EN });
