import { THEME_COLOUR } from '@foundry/domain';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AffiliateCapture } from '../features/affiliate/index.ts';
import { SiteFooter } from '../features/footer/index.ts';
import { SiteHeader } from '../features/navigation/index.ts';
import { HolidayNoticeSlot } from '../features/static-pages/server.ts';
import { readRuntimeConfig } from '../lib/env/runtime-config.ts';
import { ErrorReportingClient } from '../lib/error-reporting/error-reporting-client.tsx';
import { readErrorReportingConfig } from '../lib/error-reporting/error-reporting-config.ts';
import { DEFAULT_LANGUAGE } from '../lib/i18n/create-i18n.ts';
import { serverT } from '../lib/i18n/server-translation.ts';
import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '../lib/site/site-info.ts';
import { AppToaster } from '../lib/toasts/app-toaster.tsx';
import { AppProviders } from './app-providers.tsx';
import './site.css';

export const viewport: Viewport = { themeColor: THEME_COLOUR };

/**
 * Pages are cached (static or ISR) unless they read the request: this bounds how old a page
 * without catalogue reads (its footer year, its holiday notice) can get (docs/performance.md).
 */
export const revalidate = 3600;

// The addresses (API_URL, PUBLIC_URL) are those of the server that renders the page: `next build`
// for pages prerendered then, the running server for the rest (build with the run's settings).
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(readRuntimeConfig().publicUrl),
    title: {
      template: `${PRODUCT_NAME} – %s`,
      default: `${PRODUCT_NAME} – ${DEFAULT_DESCRIPTION.replace(/\.$/, '')}`,
    },
    description: DEFAULT_DESCRIPTION,
    applicationName: PRODUCT_NAME,
    openGraph: {
      siteName: PRODUCT_NAME,
      type: 'website',
      images: [{ url: '/api/og', width: 1200, height: 630 }],
    },
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  const config = readRuntimeConfig();
  const errorReporting = readErrorReportingConfig(); // SENTRY_DSN absent: no reporting script at all
  const t = serverT();
  return (
    <html lang={DEFAULT_LANGUAGE}>
      <body>
        {/* The first thing a keyboard reaches: straight past the header to the page's content. */}
        <a href="#main" className="skip-link">
          {t('header.skipToContent')}
        </a>
        <AppProviders config={config}>
          <HolidayNoticeSlot />
          <SiteHeader />
          <main id="main" className="site-main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter t={t} now={new Date()} />
          <AppToaster />
          <AffiliateCapture />
          {errorReporting && <ErrorReportingClient dsn={errorReporting.dsn} />}
        </AppProviders>
      </body>
    </html>
  );
}
