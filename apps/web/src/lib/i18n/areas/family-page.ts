import { FAMILY_PAGE_EN } from '../locales/en/family-page.ts';
import { defineTextArea } from '../text-area.ts';

export const FAMILY_PAGE_TEXTS = defineTextArea('family-page', { familyPage: FAMILY_PAGE_EN });
