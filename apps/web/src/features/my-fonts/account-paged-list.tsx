'use client';

import type { ReactNode } from 'react';
import { MY_FONTS_TEXTS } from '../../lib/i18n/areas/my-fonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { PagedList } from '../../ui/paged-list.tsx';

/** What a paged account query hook gives (usePagedQuery and the hooks built on it). */
export interface AccountPages<Node> {
  list: { nodes: readonly Node[]; hasNextPage: boolean };
  loading: boolean;
  failure: unknown;
  loadMore: () => void;
  reload: () => void;
}

interface AccountPagedListProps<Node> {
  pages: AccountPages<Node>;
  /** The list's class name. */
  className: string;
  keyOf: (node: Node) => string;
  renderItem: (node: Node) => ReactNode;
  /** What an account with nothing in this list sees: a sentence and a way to find something. */
  empty: ReactNode;
}

/**
 * A paged account list (my fonts, my e-books, club history, webinars): the ui PagedList with the
 * account area's words, a first load said politely, and a failure with a retry of the first page.
 */
export function AccountPagedList<Node>({
  pages,
  className,
  keyOf,
  renderItem,
  empty,
}: AccountPagedListProps<Node>) {
  const { t } = useTexts(MY_FONTS_TEXTS);
  const { list, loading, failure } = pages;
  return (
    <PagedList
      items={list.nodes}
      keyOf={keyOf}
      renderItem={renderItem}
      className={className}
      hasNextPage={list.hasNextPage}
      busy={loading}
      onLoadMore={pages.loadMore}
      loadMoreLabel={t('myFonts.loadMore')}
      busyLabel={t('myFonts.loadingMore')}
      firstLoad={t('myFonts.loading')}
      empty={<p>{empty}</p>}
      error={failure ? t('myFonts.loadFailed') : null}
      onRetry={pages.reload}
      retryLabel={t('myFonts.retry')}
    />
  );
}
