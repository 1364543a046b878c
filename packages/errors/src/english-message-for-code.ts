import { ERROR_MESSAGES_EN } from './error-messages.en.ts';
import { errorKeyForCode } from './message-key-for-code.ts';

/** The English sentence for a code; unknown codes give the generic one. */
export function englishMessageForCode(code: unknown): string {
  return ERROR_MESSAGES_EN[errorKeyForCode(code)];
}
