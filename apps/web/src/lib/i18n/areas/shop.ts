import { SHOP_EN } from '../locales/en/shop.ts';
import { defineTextArea } from '../text-area.ts';

export const SHOP_TEXTS = defineTextArea('shop', SHOP_EN);
