import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsletterPreviewView } from '../../../features/static-pages/index.ts';
import { loadNewsletterIssue } from '../../../features/static-pages/server.ts';
import { readRuntimeConfig } from '../../../lib/env/runtime-config.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const issue = await loadNewsletterIssue((await params).id);
  if (!issue) return { title: serverT()('staticPages.newsletter.notFound') };
  // A preview is reached from the e-mail; drafts must not end up in search engines.
  return { title: issue.subject, description: issue.preheader ?? undefined, robots: { index: false } };
}

/** /newsletter/{id}: the web preview of a newsletter issue (readNewsletterPreview). */
export default async function NewsletterPreviewPage({ params }: Params) {
  const issue = await loadNewsletterIssue((await params).id);
  if (!issue) notFound();
  return <NewsletterPreviewView issue={issue} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
