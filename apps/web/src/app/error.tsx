'use client';

import { useEffect } from 'react';
import { defaultErrorLinks } from '../features/navigation/index.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { ErrorScreen } from '../ui/error-screen.tsx';

/** An uncaught render error: the generic error page inside the standard layout (docs/errors.md). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      code={t('errorPage.genericCode')}
      title={t('errorPage.genericTitle')}
      subtitle={t('errorPage.applicationSubtitle')}
      links={defaultErrorLinks(t)}
      actions={
        <button type="button" className="button" onClick={() => retry()}>
          {t('errorPage.retry')}
        </button>
      }
    />
  );
}
