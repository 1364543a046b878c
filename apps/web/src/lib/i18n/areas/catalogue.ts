import { CATALOGUE_EN } from '../locales/en/catalogue.ts';
import { defineTextArea } from '../text-area.ts';

export const CATALOGUE_TEXTS = defineTextArea('catalogue', CATALOGUE_EN);
