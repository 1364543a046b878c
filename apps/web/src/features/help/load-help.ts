import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadHelpItemQuery, ReadHelpItemsQuery } from './queries/help-queries.ts';

export async function loadHelpSections() {
  const result = await serverQuery(ReadHelpItemsQuery, {}, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) throw new Error(`readHelpItems failed (${result.failure.kind})`);
  return result.data.readHelpItems;
}

/** Longer than any help url: not sent to the API. */
const MAX_URL_LENGTH = 200;

/** One help item by url, or null; metadata and page ask once per request. */
export const loadHelpItem = cache(async (url: string) => {
  if (url.length === 0 || url.length > MAX_URL_LENGTH) return null;
  const result = await serverQuery(ReadHelpItemQuery, { url }, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) throw new Error(`readHelpItems(url) failed (${result.failure.kind})`);
  return result.data.readHelpItems[0] ?? null;
});
