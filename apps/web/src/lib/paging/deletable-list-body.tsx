import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PagedListFailure, PagedListPager } from '../../ui/paged-list.tsx';
import type { DeletablePagedList, ListNotice } from './use-deletable-paged-list.ts';

/** The notice above a deletable list: a status, styled as an error when the action failed. */
export function ListNoticeText({ notice, className }: { notice: ListNotice; className: string }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <p role="status" className={notice.ok ? className : `${className} ${className}--error`}>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

/** The words a deletable list needs: of its footer and of the delete question. */
export type DeletableListWord =
  | 'loadError'
  | 'retry'
  | 'loadMore'
  | 'loadingMore'
  | 'deleteConfirmTitle'
  | 'deleteConfirm'
  | 'deleteCancel'
  | 'deleteConfirmButton'
  | 'delete'
  | 'deleteLabel';

/** What a row is drawn with: the id its title takes (the row is labelled by it) and its delete button. */
export interface DeletableRow {
  titleId: string;
  deleteButton: ReactNode;
}

interface DeletableListBodyProps<T extends { id: string; title: string }> {
  state: DeletablePagedList<T>;
  /** Prefixes the ids of the rows' titles. */
  idPrefix: string;
  /** The row's own class, besides the shared one. */
  itemClassName: string;
  renderItem: (item: T, row: DeletableRow) => ReactNode;
  /** The list's words for each of these keys (`title` is the row asked about). */
  words: (key: DeletableListWord, title: string) => string;
  /** The notice class of the list (the failed load is shown as its error). */
  noticeClassName: string;
}

/**
 * The rows of a deletable list, each with its delete button (the question comes first), then
 * "Load more" or the failed load with a retry.
 */
export function DeletableListBody<T extends { id: string; title: string }>({
  state,
  words,
  noticeClassName,
  idPrefix,
  itemClassName,
  renderItem,
}: DeletableListBodyProps<T>) {
  const asked = state.asked?.title ?? '';
  const word = (key: DeletableListWord) => words(key, asked);
  const hasItems = state.list.nodes.length > 0;
  return (
    <>
      {hasItems ? (
        <ul className="deletable-list__items">
          {state.list.nodes.map((item) => {
            const titleId = `${idPrefix}-${item.id}-title`;
            const deleteButton = (
              <button
                type="button"
                className="button"
                aria-label={words('deleteLabel', item.title)}
                onClick={() => state.ask(item)}
              >
                {words('delete', item.title)}
              </button>
            );
            return (
              <li key={item.id} className={`deletable-list__item ${itemClassName}`} aria-labelledby={titleId}>
                {renderItem(item, { titleId, deleteButton })}
              </li>
            );
          })}
        </ul>
      ) : null}
      {state.failure ? (
        // The retry reads the next page, or the first one again when nothing is shown yet.
        <PagedListFailure
          error={word('loadError')}
          errorClassName={`${noticeClassName} ${noticeClassName}--error`}
          onRetry={hasItems ? state.loadMore : state.reload}
          retryLabel={word('retry')}
        />
      ) : (
        <PagedListPager
          hasItems={hasItems}
          hasNextPage={state.list.hasNextPage}
          busy={state.loading}
          onLoadMore={state.loadMore}
          loadMoreLabel={word('loadMore')}
          busyLabel={word('loadingMore')}
        />
      )}
      <ConfirmDialog
        texts={
          state.asked
            ? {
                title: word('deleteConfirmTitle'),
                text: word('deleteConfirm'),
                cancel: word('deleteCancel'),
                confirm: word('deleteConfirmButton'),
              }
            : null
        }
        busy={state.deleting}
        onConfirm={() => void state.confirmDelete()}
        onCancel={state.cancelDelete}
      />
    </>
  );
}
