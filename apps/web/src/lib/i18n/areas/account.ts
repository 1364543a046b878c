import { ACCOUNT_EN } from '../locales/en/account.ts';
import { defineTextArea } from '../text-area.ts';

export const ACCOUNT_TEXTS = defineTextArea('account', ACCOUNT_EN);
