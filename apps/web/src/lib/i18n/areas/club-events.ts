import { CLUB_EVENTS_EN } from '../locales/en/club-events.ts';
import { defineTextArea } from '../text-area.ts';

export const CLUB_EVENTS_TEXTS = defineTextArea('club-events', { clubEvents: CLUB_EVENTS_EN });
