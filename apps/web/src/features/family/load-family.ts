import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { PageFamily } from './family-page-data.ts';
import { ReadFamilyQuery } from './queries/read-family.ts';

/**
 * The family with this URL slug, or null when there is none (the page answers 404). Cached per
 * request so metadata and page share one call; a failing API throws to the error page.
 */
export const loadFamily = cache(async (url: string): Promise<PageFamily | null> => {
  const result = await serverQuery(ReadFamilyQuery, { url }, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) throw new Error(`readFamilies(url) failed (${result.failure.kind})`);
  return result.data.readFamilies.nodes.find((family) => family.url === url) ?? null;
});
