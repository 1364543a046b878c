import { FAMILY_EXTRAS_EN } from '../locales/en/family-extras.ts';
import { defineTextArea } from '../text-area.ts';

export const FAMILY_EXTRAS_TEXTS = defineTextArea('family-extras', { familyExtras: FAMILY_EXTRAS_EN });
