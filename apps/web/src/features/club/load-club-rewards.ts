import { CACHE_TAGS } from '../../lib/cache/cache-tags.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadClubRewardsQuery } from './club-operations.ts';

/**
 * The rewards the /club page shows: the first 100, cached like the catalogue and renewed when staff
 * change a reward (the `club` tag). Failures throw to error.tsx.
 */
export async function loadClubRewards() {
  const result = await serverQuery(
    ReadClubRewardsQuery,
    { page: 1, pageSize: 100 },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.club] },
  );
  if (!result.ok) throw new Error(`readClubRewards failed (${result.failure.kind})`);
  return result.data.readClubRewards.nodes;
}
