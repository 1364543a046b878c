'use client';

import { useTranslation } from 'react-i18next';

/**
 * Says a form message: schema messages are keys of the locale (`field_required`, `forms.*`), the
 * server's field messages are already words and are shown as they are.
 */
export function useFormMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined | null): string | undefined => {
    if (!message) return undefined;
    return i18n.exists(message) ? String(t(message as never)) : message;
  };
}
