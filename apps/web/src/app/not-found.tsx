import type { Metadata } from 'next';
import { defaultErrorLinks } from '../features/navigation/index.ts';
import { serverT } from '../lib/i18n/server-translation.ts';
import { ErrorScreen } from '../ui/error-screen.tsx';

export const metadata: Metadata = { title: '404' };

export default function NotFound() {
  const t = serverT();
  return (
    <ErrorScreen
      code="404"
      title={t('errorPage.notFoundTitle')}
      subtitle={t('errorPage.notFoundSubtitle')}
      links={defaultErrorLinks(t)}
    />
  );
}
