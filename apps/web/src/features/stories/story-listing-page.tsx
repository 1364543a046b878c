import type { Metadata } from 'next';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { pageParam } from '../../lib/routing/page-param.ts';
import { loadStoriesLanguages, loadStoryListing } from './load-stories.ts';
import { StoryListing } from './story-listing.tsx';
import { languagesParam, type StoryListingKind, storyListingPath } from './story-listing-query.ts';

export type SearchParams = Promise<Record<string, string | string[]>>;

/** Title and description of a listing route, with its feed announced. */
export function storyListingMetadata(kind: StoryListingKind): Metadata {
  const t = serverT();
  return {
    title: t(`stories.listings.${kind}.title`),
    description: t(`stories.listings.${kind}.intro`),
    alternates: {
      canonical: storyListingPath(kind),
      types: { 'application/rss+xml': [{ url: '/rss', title: t('stories.rss.title') }] },
    },
  };
}

/** The server render of a listing route: its first (or ?page=N) page, and on /stories the languages. */
export async function StoryListingPage({
  kind,
  searchParams,
}: {
  kind: StoryListingKind;
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const page = pageParam(params.page);
  const filters = kind === 'all' ? { kind, languages: languagesParam(params.language) } : { kind };
  const [list, languages] = await Promise.all([
    loadStoryListing(filters, page),
    kind === 'all' ? loadStoriesLanguages() : Promise.resolve(undefined),
  ]);
  return (
    <StoryListing
      filters={filters}
      stories={list.nodes}
      pageInfo={list.pageInfo}
      page={page}
      {...(languages ? { languages } : {})}
      t={serverT()}
    />
  );
}
