import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthorDetail, loadAuthor } from '../../../features/authors/server.ts';
import { PageCrumb } from '../../../features/navigation/index.ts';
import { readRuntimeConfig } from '../../../lib/env/runtime-config.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

type Params = { params: Promise<{ url: string }> };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return ''; // a malformed escape names no author
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const author = await loadAuthor(decoded((await params).url));
  const t = serverT();
  if (!author) return { title: t('stories.authors.notFound') };
  return {
    title: author.title,
    description: author.about ?? t('stories.authors.storiesBy', { name: author.title }),
    openGraph: { type: 'profile', title: author.title },
  };
}

/** /authors/{url}: the author and their stories by kind, in sections of 6 (readAuthors with url). */
export default async function AuthorPage({ params }: Params) {
  const author = await loadAuthor(decoded((await params).url));
  if (!author) notFound();
  return (
    <>
      <PageCrumb title={author.title} />
      <AuthorDetail author={author} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />
    </>
  );
}
