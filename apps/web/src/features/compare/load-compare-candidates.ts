import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadCompareCandidatesQuery } from './queries/read-compare-candidates.ts';

/** The API's largest page: the catalogue is far smaller, so one page holds every family. */
const CANDIDATES_PAGE_SIZE = 500;

export interface CompareCandidate {
  url: string;
  title: string;
}

/**
 * Every family of the catalogue by title, for adding one from the compare page. Without them the
 * page still compares (the failure is logged by serverQuery): it only offers no font to add.
 */
export async function loadCompareCandidates(): Promise<CompareCandidate[]> {
  const result = await serverQuery(
    ReadCompareCandidatesQuery,
    { pageSize: CANDIDATES_PAGE_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) return [];
  return result.data.readFamilies.nodes
    .map(({ url, title }) => ({ url, title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
}
