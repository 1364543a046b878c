import { PAGE_BLOCKS_EN } from '../locales/en/page-blocks.ts';
import { defineTextArea } from '../text-area.ts';

export const PAGE_BLOCKS_TEXTS = defineTextArea('page-blocks', { pageBlocks: PAGE_BLOCKS_EN });
