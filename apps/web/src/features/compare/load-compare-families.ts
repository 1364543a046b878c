import { COMPARE_LIST_MAX } from '@foundry/domain';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { ReadCompareFamiliesQuery } from './queries/read-compare-families.ts';

/**
 * The families named by a compare URL, in the URL's order; slugs no family has are left out (the
 * page says so). Called only with at most COMPARE_LIST_MAX slugs; a failing API throws to the error page.
 */
export async function loadCompareFamilies(urls: readonly string[]): Promise<ListedFamily[]> {
  if (urls.length === 0) return [];
  const result = await serverQuery(
    ReadCompareFamiliesQuery,
    { urls: [...urls], pageSize: COMPARE_LIST_MAX },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFamilies(urls) failed (${result.failure.kind})`);
  const byUrl = new Map(result.data.readFamilies.nodes.map((family) => [family.url, family]));
  return urls.flatMap((url) => byUrl.get(url) ?? []);
}
