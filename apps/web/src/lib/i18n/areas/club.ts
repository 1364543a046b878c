import { CLUB_EN } from '../locales/en/club.ts';
import { defineTextArea } from '../text-area.ts';

export const CLUB_TEXTS = defineTextArea('club', { club: CLUB_EN });
