'use client';

import { readFormMessage } from '@foundry/domain';
import { useTranslation } from '../lib/i18n/use-translation.ts';

/**
 * Says a form message: schema messages are keys of the locale (`field_required`, `forms.*`), some
 * with the values their words take (`messageWithValues`); the server's field messages are already
 * words and are shown as they are.
 */
export function useFormMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined | null): string | undefined => {
    if (!message) return undefined;
    const { key, values } = readFormMessage(message);
    return i18n.exists(key) ? String(t(key as never, values as never)) : message;
  };
}
