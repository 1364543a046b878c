import { UPGRADES_EN } from '../locales/en/upgrades.ts';
import { defineTextArea } from '../text-area.ts';

export const UPGRADES_TEXTS = defineTextArea('upgrades', { upgrades: UPGRADES_EN });
