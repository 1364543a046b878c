'use client';

import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { STORIES_TEXTS } from '../../lib/i18n/areas/stories.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { PagedList } from '../../ui/paged-list.tsx';
import { StoryCard } from './story-card.tsx';
import { storyListingHref } from './story-listing-query.ts';
import { type InitialStoryPage, useLoadMoreStories } from './use-load-more-stories.ts';

/** Covers of the first row load at once; the rest wait until they come near the viewport. */
const EAGER_COVERS = 3;

/**
 * A listing's stories. "Load more" appends the next page in place; it is a real link to ?page=N with
 * the same filters, so the list also pages without JavaScript and for crawlers.
 */
export function StoryList(props: InitialStoryPage) {
  const { t, i18n } = useTexts(STORIES_TEXTS);
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreStories(props);
  return (
    <PagedList
      items={list.nodes}
      keyOf={(story) => story.id}
      renderItem={(story, index) => (
        <StoryCard story={story} apiUrl={apiUrl} t={t} eager={index < EAGER_COVERS} />
      )}
      className="story-list"
      hasNextPage={list.hasNextPage}
      busy={loading}
      onLoadMore={loadMore}
      nextHref={storyListingHref(props.filters, list.nextPage)}
      pagerLabel={t('stories.loadMore')}
      loadMoreLabel={t('stories.loadMore')}
      status={loading ? t('stories.loading') : t('stories.shown', { count: list.nodes.length })}
      empty={<p className="story-list__empty">{t('stories.empty')}</p>}
      error={failure ? i18n.t(failure.messageKey) : null}
      errorClassName="story-list__error"
    />
  );
}
