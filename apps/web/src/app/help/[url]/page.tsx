import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpArticleView, plainText } from '../../../features/help/index.ts';
import { loadHelpItem } from '../../../features/help/server.ts';
import { PageCrumb } from '../../../features/navigation/index.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const generateStaticParams = renderOnFirstVisit;

type Params = { params: Promise<{ url: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return ''; // a malformed escape names no article
  }
}

const DESCRIPTION_LENGTH = 160;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const item = await loadHelpItem(decoded((await params).url));
  if (!item) return { title: serverT()('staticPages.help.articleNotFound') };
  return { title: item.title, description: plainText(item.body).slice(0, DESCRIPTION_LENGTH) };
}

/** /help/{url}: one help article or section (readHelpItems with url). */
export default async function HelpArticlePage({ params }: Params) {
  const item = await loadHelpItem(decoded((await params).url));
  if (!item) notFound();
  return (
    <>
      <PageCrumb title={item.title} />
      <HelpArticleView item={item} t={serverT()} />
    </>
  );
}
