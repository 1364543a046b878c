import { serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadFamilyShareQuery } from './family-share-queries.ts';

/**
 * The data of the share a `?share=` link names, when it belongs to this family; null otherwise, or
 * when the API cannot answer: a broken link still shows the family page, with the tester's defaults.
 */
export async function loadFamilyShare(shareId: string | undefined, familyUrl: string): Promise<unknown> {
  if (!shareId || shareId.length > 64) return null;
  const result = await serverQuery(ReadFamilyShareQuery, { id: shareId });
  if (!result.ok) return null;
  const share = result.data.readFamilyShare;
  return share && share.family.url === familyUrl ? share.data : null;
}
