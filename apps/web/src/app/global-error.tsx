'use client';

import { useEffect } from 'react';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../lib/site/site-info.ts';
import { ErrorScreen } from '../ui/error-screen.tsx';
import './site.css';

const { t } = createI18n();

/**
 * The application-error screen: shown when the root layout itself fails, so it owns <html> and
 * cannot rely on the layout's providers (docs/site-chrome.md).
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <title>{`${PRODUCT_NAME} – ${t('errorPage.applicationTitle')}`}</title>
        <main className="site-main">
          <ErrorScreen
            code={t('errorPage.applicationCode')}
            title={t('errorPage.applicationTitle')}
            subtitle={t('errorPage.applicationSubtitle')}
            linksHeading={t('errorPage.actionsHeading')}
            links={[{ href: `mailto:${CONTACT_EMAIL}`, label: t('errorPage.contactUs') }]}
            actions={
              <button type="button" className="button" onClick={() => window.location.reload()}>
                {t('errorPage.reload')}
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
