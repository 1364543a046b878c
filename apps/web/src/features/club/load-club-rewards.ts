import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadClubRewardsQuery } from './club-operations.ts';

/** The rewards the /club page shows: the first 100, cached like the catalogue. Failures throw to error.tsx. */
export async function loadClubRewards() {
  const result = await serverQuery(
    ReadClubRewardsQuery,
    { page: 1, pageSize: 100 },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readClubRewards failed (${result.failure.kind})`);
  return result.data.readClubRewards.nodes;
}
