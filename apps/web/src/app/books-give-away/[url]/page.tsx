import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BooksGiveAwayPage, ReadBooksGiveAwayQuery } from '../../../features/books-give-away/index.ts';
import { readRuntimeConfig } from '../../../lib/env/runtime-config.ts';
import { serverQuery } from '../../../lib/graphql/server-query.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

type Params = { params: Promise<{ url: string }> };

// Metadata and page ask once per request; always fresh, since the copies left change with each claim.
const loadGiveAway = cache(async (url: string) => {
  const result = await serverQuery(ReadBooksGiveAwayQuery, { url });
  if (!result.ok) throw new Error(`readBooksGiveAway failed (${result.failure.kind})`);
  return result.data.readBooksGiveAway;
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const giveAway = await loadGiveAway((await params).url);
  if (!giveAway) return { title: serverT()('booksGiveAway.notFound') };
  return { title: giveAway.title, ...(giveAway.description ? { description: giveAway.description } : {}) };
}

/** /books-give-away/{url}: a books give-away (readBooksGiveAway by url). */
export default async function Page({ params }: Params) {
  const giveAway = await loadGiveAway((await params).url);
  if (!giveAway) notFound();
  return <BooksGiveAwayPage giveAway={giveAway} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
