import { PAGE_SIZE } from '@foundry/domain';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { ReadTestingFamiliesQuery } from './queries/read-testing-families.ts';

/** The families the tester offers (a failing API throws to the error page). */
export async function loadTestingFamilies(): Promise<ListedFamily[]> {
  const result = await serverQuery(
    ReadTestingFamiliesQuery,
    { pageSize: PAGE_SIZE.comparePicker },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFamilies(testing) failed (${result.failure.kind})`);
  return result.data.readFamilies.nodes;
}
