import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import {
  ReadStoriesLanguagesQuery,
  ReadStoriesQuery,
  ReadStoryPreviewQuery,
  ReadStoryQuery,
} from './queries/read-stories.ts';
import { type StoryListingFilters, storyListingVariables } from './story-listing-query.ts';

// Failures throw: error.tsx shows the generic error page inside the layout; serverQuery logged the cause.

/** One page of a listing. */
export async function loadStoryListing(filters: StoryListingFilters, page: number) {
  const result = await serverQuery(
    ReadStoriesQuery,
    { ...storyListingVariables(filters), page, pageSize: DEFAULT_PAGE_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readStories failed (${result.failure.kind})`);
  return result.data.readStories;
}

export async function loadStoriesLanguages() {
  const result = await serverQuery(
    ReadStoriesLanguagesQuery,
    {},
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readStoriesLanguages failed (${result.failure.kind})`);
  return result.data.readStoriesLanguages;
}

/** Longer than any story slug: such a url is not sent to the API. */
const MAX_URL_LENGTH = 200;

/** One story by url, or null; metadata and page ask once per request. */
export const loadStory = cache(async (url: string) => {
  if (url.length === 0 || url.length > MAX_URL_LENGTH) return null;
  const result = await serverQuery(ReadStoryQuery, { url }, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) throw new Error(`readStories(url) failed (${result.failure.kind})`);
  return result.data.readStories.nodes[0] ?? null;
});

/**
 * The story of a preview link (docs/editorial-admin.md), or null when the link is expired or forged.
 * Always fresh: a draft never enters a cache.
 */
export const loadStoryPreview = cache(async (token: string) => {
  if (token.length === 0 || token.length > MAX_URL_LENGTH) return null;
  const result = await serverQuery(ReadStoryPreviewQuery, { token });
  if (!result.ok) throw new Error(`readStoryPreview failed (${result.failure.kind})`);
  return result.data.readStoryPreview ?? null;
});

export type LoadedStory = NonNullable<Awaited<ReturnType<typeof loadStory>>>;
