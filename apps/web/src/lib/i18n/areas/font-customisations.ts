import { FONT_CUSTOMISATIONS_EN } from '../locales/en/font-customisations.ts';
import { defineTextArea } from '../text-area.ts';

export const FONT_CUSTOMISATIONS_TEXTS = defineTextArea('font-customisations', {
  fontCustomisations: FONT_CUSTOMISATIONS_EN,
});
