import { PAGE_SIZE } from '@foundry/domain';
import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadAuthorQuery, ReadAuthorsQuery } from './queries/read-authors.ts';

// Failures throw: error.tsx shows the generic error page inside the layout; serverQuery logged the cause.

/** The authors list: one page of 500 by name (docs/limits-and-timing.md). */
export async function loadAuthors(page: number) {
  const result = await serverQuery(
    ReadAuthorsQuery,
    { page, pageSize: PAGE_SIZE.authors },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readAuthors failed (${result.failure.kind})`);
  return result.data.readAuthors;
}

/** Longer than any author slug: such a url is not sent to the API. */
const MAX_URL_LENGTH = 200;

/** One author with the first section of each kind of story, or null; metadata and page ask once. */
export const loadAuthor = cache(async (url: string) => {
  if (url.length === 0 || url.length > MAX_URL_LENGTH) return null;
  const result = await serverQuery(
    ReadAuthorQuery,
    { url, pageSize: PAGE_SIZE.authorSection },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readAuthors(url) failed (${result.failure.kind})`);
  return result.data.readAuthors.nodes[0] ?? null;
});

export type LoadedAuthor = NonNullable<Awaited<ReturnType<typeof loadAuthor>>>;
