import { CANCEL_ACCOUNT_EN } from '../locales/en/cancel-account.ts';
import { defineTextArea } from '../text-area.ts';

export const CANCEL_ACCOUNT_TEXTS = defineTextArea('cancel-account', { cancelAccount: CANCEL_ACCOUNT_EN });
