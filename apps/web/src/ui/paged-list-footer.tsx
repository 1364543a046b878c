'use client';

interface PagedListFooterProps {
  /** Whether the list has been loaded at least once with something in it. */
  hasItems: boolean;
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Reads the first page again, when even that failed. */
  onReload: () => void;
  labels: { loadError: string; retry: string; loadMore: string; loadingMore: string };
  /** Class of the error notice, in the look of the list's own feature. */
  errorClassName: string;
}

/**
 * The end of a load-more list: a failed load said in words with a retry (of the next page, or of
 * the first one when nothing is shown yet), else 'Load more' while there is a next page.
 */
export function PagedListFooter({
  hasItems,
  hasNextPage,
  loading,
  failed,
  onLoadMore,
  onReload,
  labels,
  errorClassName,
}: PagedListFooterProps) {
  if (failed) {
    return (
      <div role="alert" className={errorClassName}>
        <p>{labels.loadError}</p>
        <button type="button" className="button" onClick={hasItems ? onLoadMore : onReload}>
          {labels.retry}
        </button>
      </div>
    );
  }
  if (!hasItems || !hasNextPage) return null;
  return (
    <button type="button" className="button" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
      {loading ? labels.loadingMore : labels.loadMore}
    </button>
  );
}
