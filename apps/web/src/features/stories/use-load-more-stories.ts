'use client';

import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import { ReadStoriesQuery } from './queries/read-stories.ts';
import type { ListedStory } from './story-card.tsx';
import { type StoryListingFilters, storyListingVariables } from './story-listing-query.ts';

export interface InitialStoryPage extends InitialListPage<ListedStory> {
  filters: StoryListingFilters;
}

/** A story listing grown by "Load more" (merged at its offset). */
export function useLoadMoreStories(initial: InitialStoryPage) {
  return useLoadMoreQuery({
    initial,
    document: ReadStoriesQuery,
    variables: (paging) => ({ ...storyListingVariables(initial.filters), ...paging }),
    pageOf: (data) => data.readStories,
  });
}
