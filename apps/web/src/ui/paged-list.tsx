'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export interface PagedListProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The list element's class; `ordered` makes it an <ol> (ranked results). */
  className?: string;
  ordered?: boolean;
  hasNextPage: boolean;
  /** A page is being read: the "Load more" control says so (aria-busy, spinner). */
  busy: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
  /** The words on "Load more" while busy; the same words when absent. */
  busyLabel?: string;
  /**
   * The next page's address: "Load more" is then a real link (pages without JavaScript and for
   * crawlers) whose click appends in place; a button otherwise.
   */
  nextHref?: string;
  /** Names the pager as a navigation landmark (with `nextHref`). */
  pagerLabel?: string;
  /** Links before "Load more" in the pager, such as the previous page. */
  pagerStart?: ReactNode;
  /** How many are shown, said politely; visually hidden unless `statusClassName` says otherwise. */
  status?: ReactNode;
  statusClassName?: string;
  /** What a list with nothing in it (and nothing more to come) shows. */
  empty: ReactNode;
  emptyClassName?: string;
  /** Shown while the first page is on its way (nothing yet, more to come). */
  firstLoad?: ReactNode;
  /** A failed load said in words; with `onRetry`, a button to try again. */
  error?: ReactNode | null;
  errorClassName?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * The one load-more list of the site: its items, a polite count, the empty and first-load states,
 * a failure with a retry, and a footer whose "Load more" appends the next page in place.
 */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { items, keyOf, renderItem, className, ordered = false, hasNextPage, error } = props;
  const List = ordered ? 'ol' : 'ul';
  const firstLoad = items.length === 0 && hasNextPage && !error;
  const isEmpty = items.length === 0 && !hasNextPage && !error;
  return (
    <>
      {props.status != null ? (
        <p role="status" aria-live="polite" className={props.statusClassName ?? 'visually-hidden'}>
          {props.status}
        </p>
      ) : null}
      <div aria-live="polite" className="ui-paged-list__notices">
        {firstLoad && props.firstLoad ? (
          <p className="ui-paged-list__first-load">
            <Spinner /> {props.firstLoad}
          </p>
        ) : null}
        {isEmpty ? <div className={props.emptyClassName ?? 'ui-paged-list__empty'}>{props.empty}</div> : null}
        {error ? (
          <PagedListFailure
            error={error}
            errorClassName={props.errorClassName}
            onRetry={props.onRetry}
            retryLabel={props.retryLabel}
          />
        ) : null}
      </div>
      {items.length > 0 ? (
        <List className={className}>
          {items.map((item, index) => (
            <li key={keyOf(item)}>{renderItem(item, index)}</li>
          ))}
        </List>
      ) : null}
      <PagedListPager {...props} hasItems={items.length > 0} />
    </>
  );
}

export type PagedListFailureProps = Pick<
  PagedListProps<unknown>,
  'errorClassName' | 'onRetry' | 'retryLabel'
> & {
  error: ReactNode;
};

/** A failed load of a list said in words, with a button to try again when `onRetry` is given. */
export function PagedListFailure({ error, errorClassName, onRetry, retryLabel }: PagedListFailureProps) {
  return (
    <div role="alert" className={errorClassName ?? 'ui-paged-list__error'}>
      <p>{error}</p>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export type PagedListPagerProps = Pick<
  PagedListProps<unknown>,
  | 'hasNextPage'
  | 'busy'
  | 'onLoadMore'
  | 'loadMoreLabel'
  | 'busyLabel'
  | 'nextHref'
  | 'pagerLabel'
  | 'pagerStart'
> & {
  /** "Load more" appears only below something. */
  hasItems: boolean;
};

/**
 * The footer of a load-more list: the previous page's link (`pagerStart`) and "Load more", a real
 * link to the next page when `nextHref` is given. Lists that draw their items themselves (the
 * catalogue's, filtered in the browser) use it alone.
 */
export function PagedListPager({
  hasItems,
  hasNextPage,
  busy,
  onLoadMore,
  loadMoreLabel,
  busyLabel,
  nextHref,
  pagerLabel,
  pagerStart,
}: PagedListPagerProps) {
  const more = hasNextPage && hasItems;
  if (!more && !pagerStart) return null;
  const label = busy ? (busyLabel ?? loadMoreLabel) : loadMoreLabel;
  const control = !more ? null : nextHref ? (
    <Link
      href={nextHref}
      rel="next"
      className="ui-button ui-button--secondary"
      aria-busy={busy}
      scroll={false}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) onLoadMore();
      }}
    >
      {busy ? <Spinner /> : null}
      {label}
    </Link>
  ) : (
    <Button variant="secondary" busy={busy} onPress={onLoadMore}>
      {label}
    </Button>
  );
  return pagerLabel ? (
    <nav className="pager ui-paged-list__pager" aria-label={pagerLabel}>
      {pagerStart}
      {control}
    </nav>
  ) : (
    <div className="pager ui-paged-list__pager">
      {pagerStart}
      {control}
    </div>
  );
}
