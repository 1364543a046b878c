'use client';

import type { PageInfo } from '@foundry/domain';
import { PAGE_SIZE } from '@foundry/domain';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { STORIES_TEXTS } from '../../lib/i18n/areas/stories.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import { PagedList } from '../../ui/paged-list.tsx';
import { type ListedStory, StoryCard } from '../stories/index.ts';
import { ReadAuthorStoriesQuery } from './queries/read-authors.ts';

export type AuthorSectionType = 'ARTICLE' | 'BLOG' | 'RESEARCH' | 'MOVIE';

/** One kind of an author's stories, 6 at a time, with "More …" for the next six. */
export function AuthorSection({
  authorUrl,
  type,
  title,
  nodes,
  pageInfo,
}: {
  authorUrl: string;
  type: AuthorSectionType;
  title: string;
  nodes: ListedStory[];
  pageInfo: PageInfo;
}) {
  const { t, i18n } = useTexts(STORIES_TEXTS);
  const { apiUrl } = useRuntimeConfig();
  const { list, loading, loadMore, failure } = useLoadMoreQuery({
    initial: { nodes, pageInfo, page: 1, pageSize: PAGE_SIZE.authorSection },
    document: ReadAuthorStoriesQuery,
    variables: (paging) => ({ url: authorUrl, type, ...paging }),
    pageOf: (data) =>
      data.readAuthors.nodes[0]?.stories ?? { nodes: [], pageInfo: { hasNextPage: false, nextPage: 2 } },
  });
  const headingId = `author-section-${type.toLowerCase()}`;
  return (
    <section className="author-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <PagedList
        items={list.nodes}
        keyOf={(story) => story.id}
        renderItem={(story) => <StoryCard story={story} apiUrl={apiUrl} t={t} headingLevel={3} />}
        className="story-list"
        hasNextPage={list.hasNextPage}
        busy={loading}
        onLoadMore={loadMore}
        loadMoreLabel={t('stories.authors.more', { section: title.toLowerCase() })}
        empty={null}
        error={failure ? i18n.t(failure.messageKey) : null}
      />
    </section>
  );
}
