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

/**
 * The family as drawn in the encoding with this URL slug ('arabic'), or null when the family or that
 * encoding of it does not exist (404). The encoding's id comes from the family's own encodings.
 */
export const loadFamilyInEncoding = cache(
  async (url: string, encodingUrl: string): Promise<PageFamily | null> => {
    const family = await loadFamily(url);
    const entry = family?.familyEncodings.find((candidate) => candidate.encoding.url === encodingUrl);
    if (!family || !entry) return null;
    if (family.encoding?.id === entry.encoding.id) return family;
    const result = await serverQuery(
      ReadFamilyQuery,
      { url, encodingID: entry.encoding.id },
      { revalidate: CATALOGUE_REVALIDATE_SECONDS },
    );
    if (!result.ok) throw new Error(`readFamilies(url, encodingID) failed (${result.failure.kind})`);
    return result.data.readFamilies.nodes.find((candidate) => candidate.url === url) ?? null;
  },
);
