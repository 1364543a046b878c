import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { ReadCaseStudiesQuery, ReadCaseStudyQuery } from './queries/read-case-studies.ts';

// Failures throw: error.tsx shows the generic error page inside the layout; serverQuery logged the cause.

export async function loadCaseStudies(page: number) {
  const result = await serverQuery(
    ReadCaseStudiesQuery,
    { page, pageSize: DEFAULT_PAGE_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readCustomFontsCaseStudies failed (${result.failure.kind})`);
  return result.data.readCustomFontsCaseStudies;
}

/** Longer than any case study slug: such a url is not sent to the API. */
const MAX_URL_LENGTH = 200;

/** One case study by url, or null; metadata and page ask once per request. */
export const loadCaseStudy = cache(async (url: string) => {
  if (url.length === 0 || url.length > MAX_URL_LENGTH) return null;
  const result = await serverQuery(ReadCaseStudyQuery, { url }, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) throw new Error(`readCustomFontsCaseStudies(url) failed (${result.failure.kind})`);
  return result.data.readCustomFontsCaseStudies.nodes[0] ?? null;
});
