import { MY_FONTS_EN } from '../locales/en/my-fonts.ts';
import { defineTextArea } from '../text-area.ts';

export const MY_FONTS_TEXTS = defineTextArea('my-fonts', { myFonts: MY_FONTS_EN });
