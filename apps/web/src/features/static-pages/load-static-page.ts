import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import {
  ReadHolidayNoticeQuery,
  ReadLicencesForPageQuery,
  ReadNewsletterPreviewQuery,
  ReadStaticPageQuery,
} from './queries/static-page-queries.ts';

// Failures throw: error.tsx shows the generic error page; serverQuery logged the cause.

/** One static page by url, or null; metadata and page ask once per request. */
export const loadStaticPage = cache(async (url: string) => {
  const result = await serverQuery(
    ReadStaticPageQuery,
    { url },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readStaticPages(url) failed (${result.failure.kind})`);
  return result.data.readStaticPages.nodes[0] ?? null;
});

export async function loadLicencesForPage() {
  const result = await serverQuery(
    ReadLicencesForPageQuery,
    {},
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readLicenses failed (${result.failure.kind})`);
  return result.data.readLicenses;
}

/**
 * Today's holiday notice, or null. It sits in the root layout, so a failure shows no banner rather
 * than breaking every page (serverQuery logged it). Fresh each request: a notice starts at midnight.
 */
export async function loadHolidayNotice() {
  // Cached like the catalogue: every page shows it, and a page read per request is never cached.
  const result = await serverQuery(ReadHolidayNoticeQuery, {}, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  return result.ok ? result.data.readHolidayNotice : null;
}

/** Longer than any id: not sent to the API. */
const MAX_ID_LENGTH = 15;

export const loadNewsletterIssue = cache(async (id: string) => {
  if (!/^\d+$/.test(id) || id.length > MAX_ID_LENGTH) return null;
  const result = await serverQuery(ReadNewsletterPreviewQuery, { id });
  if (!result.ok) throw new Error(`readNewsletterPreview failed (${result.failure.kind})`);
  return result.data.readNewsletterPreview;
});
