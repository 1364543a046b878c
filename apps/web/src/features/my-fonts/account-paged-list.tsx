'use client';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AccountPagedListProps<Node> {
  /** The pages loaded so far (usePagedQuery's list). */
  list: { nodes: readonly Node[]; hasNextPage: boolean };
  loading: boolean;
  failure: unknown;
  loadMore: () => void;
  reload: () => void;
  /** The list's class name. */
  className: string;
  keyOf: (node: Node) => string;
  renderItem: (node: Node) => ReactNode;
  /** What an account with nothing in this list sees: a sentence and a way to find something. */
  empty: ReactNode;
}

/**
 * The shell of a paged account list (my fonts, my e-books): the first load, the failure with a
 * retry and the empty state announced politely, the items, and "Show more" while there are more.
 */
export function AccountPagedList<Node>({
  list,
  loading,
  failure,
  loadMore,
  reload,
  className,
  keyOf,
  renderItem,
  empty,
}: AccountPagedListProps<Node>) {
  const { t } = useTranslation();
  // Nothing yet and more to come: the first page is on its way (or the session is still being read).
  const firstLoad = list.nodes.length === 0 && list.hasNextPage && !failure;
  const isEmpty = !firstLoad && !failure && list.nodes.length === 0 && !list.hasNextPage;
  return (
    <>
      <div aria-live="polite">
        {firstLoad ? <p>{t('myFonts.loading')}</p> : null}
        {failure ? (
          <div role="alert">
            <p>{t('myFonts.loadFailed')}</p>
            <button type="button" className="button" onClick={reload}>
              {t('myFonts.retry')}
            </button>
          </div>
        ) : null}
        {isEmpty ? <p>{empty}</p> : null}
      </div>
      {list.nodes.length > 0 ? (
        <ul className={className}>
          {list.nodes.map((node) => (
            <li key={keyOf(node)}>{renderItem(node)}</li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage && list.nodes.length > 0 ? (
        <button type="button" className="button" onClick={loadMore} disabled={loading} aria-busy={loading}>
          {loading ? t('myFonts.loadingMore') : t('myFonts.loadMore')}
        </button>
      ) : null}
    </>
  );
}
