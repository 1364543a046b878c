import { USER_FONTS_IN_USE_EN } from '../locales/en/user-fonts-in-use.ts';
import { defineTextArea } from '../text-area.ts';

export const USER_FONTS_IN_USE_TEXTS = defineTextArea('user-fonts-in-use', {
  userFontsInUse: USER_FONTS_IN_USE_EN,
});
