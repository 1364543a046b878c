'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
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
  const { t, i18n } = useTranslation();
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreStories(props);
  return (
    <>
      {list.nodes.length === 0 ? <p className="story-list__empty">{t('stories.empty')}</p> : null}
      <ul className="story-list">
        {list.nodes.map((story, index) => (
          <li key={story.id}>
            <StoryCard story={story} apiUrl={apiUrl} t={t} eager={index < EAGER_COVERS} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? t('stories.loading') : t('stories.shown', { count: list.nodes.length })}
      </p>
      {failure ? (
        <p role="alert" className="story-list__error">
          {i18n.t(failure.messageKey)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <nav className="pager" aria-label={t('stories.loadMore')}>
          <Link
            href={storyListingHref(props.filters, list.nextPage)}
            rel="next"
            className="button"
            aria-busy={loading}
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) loadMore();
            }}
          >
            {t('stories.loadMore')}
          </Link>
        </nav>
      ) : null}
    </>
  );
}
