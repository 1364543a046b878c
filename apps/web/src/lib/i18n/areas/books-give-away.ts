import { BOOKS_GIVE_AWAY_EN } from '../locales/en/books-give-away.ts';
import { defineTextArea } from '../text-area.ts';

export const BOOKS_GIVE_AWAY_TEXTS = defineTextArea('books-give-away', { booksGiveAway: BOOKS_GIVE_AWAY_EN });
