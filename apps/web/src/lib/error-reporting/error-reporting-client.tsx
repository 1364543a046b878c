'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { NotificationToast } from './notification-toast.tsx';

/**
 * Mounted by the root layout only when SENTRY_DSN is set: without it no SDK script is loaded.
 * After a report is sent, the notification toast of section 9 tells the visitor.
 */
export function ErrorReportingClient({ dsn }: { dsn: string }) {
  const { t } = useTranslation();
  const [reported, setReported] = useState(false);
  useEffect(() => {
    void import('./init-browser-reporting.ts').then(({ initBrowserReporting }) =>
      initBrowserReporting(dsn, () => setReported(true)),
    );
  }, [dsn]);
  if (!reported) return null;
  return (
    <NotificationToast closeLabel={t('header.close')} onClose={() => setReported(false)}>
      {t('errors.unknown')}
    </NotificationToast>
  );
}
