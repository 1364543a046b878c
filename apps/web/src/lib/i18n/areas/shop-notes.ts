import { SHOP_NOTES_EN } from '../locales/en/shop-notes.ts';
import { defineTextArea } from '../text-area.ts';

export const SHOP_NOTES_TEXTS = defineTextArea('shop-notes', { shopNotes: SHOP_NOTES_EN });
