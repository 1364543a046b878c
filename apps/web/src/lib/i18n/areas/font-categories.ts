import { FONT_CATEGORIES_EN } from '../locales/en/font-categories.ts';
import { defineTextArea } from '../text-area.ts';

export const FONT_CATEGORIES_TEXTS = defineTextArea('font-categories', {
  fontCategories: FONT_CATEGORIES_EN,
});
