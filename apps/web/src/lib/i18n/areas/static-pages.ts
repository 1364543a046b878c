import { STATIC_PAGES_EN } from '../locales/en/static-pages.ts';
import { defineTextArea } from '../text-area.ts';

export const STATIC_PAGES_TEXTS = defineTextArea('static-pages', { staticPages: STATIC_PAGES_EN });
