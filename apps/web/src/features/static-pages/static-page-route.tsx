import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { loadStaticPage } from './load-static-page.ts';
import { StaticPageView } from './static-page-view.tsx';

/** The title and description of the static page at `url` (its route's metadata). */
export async function staticPageMetadata(url: string): Promise<Metadata> {
  const page = await loadStaticPage(url);
  if (!page) return { title: serverT()('staticPages.notFound') };
  return {
    title: page.title,
    description: page.description ?? undefined,
    alternates: { canonical: `/${page.url}` },
  };
}

/** The server-rendered static page at `url` (readStaticPages), or the 404 page. */
export async function StaticPageRoute({ url, children }: { url: string; children?: ReactNode }) {
  const page = await loadStaticPage(url);
  if (!page) notFound();
  return (
    <StaticPageView page={page} apiUrl={readRuntimeConfig().apiUrl} t={serverT()}>
      {children}
    </StaticPageView>
  );
}
