import { ICON_BROWSER_EN } from '../locales/en/icon-browser.ts';
import { defineTextArea } from '../text-area.ts';

export const ICON_BROWSER_TEXTS = defineTextArea('icon-browser', { iconBrowser: ICON_BROWSER_EN });
