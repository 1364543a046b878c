import { STORIES_EN } from '../locales/en/stories.ts';
import { defineTextArea } from '../text-area.ts';

export const STORIES_TEXTS = defineTextArea('stories', { stories: STORIES_EN });
