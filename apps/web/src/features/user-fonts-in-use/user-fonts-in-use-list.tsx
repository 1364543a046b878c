'use client';

import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import type { PublicationStatus } from '@foundry/domain/publication/publication-status';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { USER_FONTS_IN_USE_TEXTS } from '../../lib/i18n/areas/user-fonts-in-use.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { DeletableListBody, ListNoticeText } from '../../lib/paging/deletable-list-body.tsx';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { useDeletablePagedList } from '../../lib/paging/use-deletable-paged-list.ts';
import { StatusBadge, type StatusTone } from '../../ui/status-badge.tsx';
import { useAuth } from '../auth/index.ts';
import {
  DeleteUserFontsInUseMutation,
  ReadUserFontsInUseQuery,
  type UserFontsInUseListItem,
} from './user-fonts-in-use-operations.ts';
import { editUserFontsInUsePath, NEW_USER_FONTS_IN_USE_PATH } from './user-fonts-in-use-paths.ts';

/** How each review status looks in its badge. */
const STATUS_TONES: Record<PublicationStatus, StatusTone> = {
  PENDING: 'waiting',
  PUBLISHED: 'live',
  UNPUBLISHED: 'off',
  OFFLINE: 'off',
};

/**
 * The account's "Fonts in use": the customer's own projects, newest first, grown by "Load more"
 * (pages merged at their offset), each with its review status, an edit link and delete (asked first).
 */
export function UserFontsInUseList({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number }) {
  const { t } = useTexts(USER_FONTS_IN_USE_TEXTS);
  const { loggedIn } = useAuth();
  const state = useDeletablePagedList<UserFontsInUseListItem, ResultOf<typeof ReadUserFontsInUseQuery>>({
    pageSize,
    loggedIn,
    readPage: (client, page, signal) =>
      queryWithSignal(client, ReadUserFontsInUseQuery, { page, pageSize }, signal, {
        requestPolicy: 'network-only',
      }),
    pageOf: (data) => data.readUserFontsInUse,
    deleteItem: (client, item) => client.mutation(DeleteUserFontsInUseMutation, { id: item.id }).toPromise(),
    deletedText: (item) => t('userFontsInUse.deleted', { title: item.title }),
  });
  const { loading, firstLoad, empty } = state;

  return (
    <section className="fiu-account" aria-labelledby="fiu-account-title" aria-busy={loading}>
      <div className="deletable-list__header">
        <h1 id="fiu-account-title">{t('userFontsInUse.title')}</h1>
        <Link href={NEW_USER_FONTS_IN_USE_PATH} className="button button--primary">
          {t('userFontsInUse.add')}
        </Link>
      </div>
      <p>{t('userFontsInUse.intro')}</p>
      <ListNoticeText notice={state.notice} className="fiu-account__notice" />
      {firstLoad ? <p role="status">{t('userFontsInUse.loading')}</p> : null}
      {empty ? <p className="fiu-account__empty">{t('userFontsInUse.none')}</p> : null}
      <DeletableListBody
        state={state}
        words={(key, title) => t(`userFontsInUse.${key}`, { title })}
        noticeClassName="fiu-account__notice"
        idPrefix="fiu"
        itemClassName="fiu-account__item"
        renderItem={(project, { titleId, deleteButton }) => {
          const cover = project.images[0];
          const status = project.status;
          return (
            <>
              {cover ? (
                // biome-ignore lint/performance/noImgElement: customer pictures from storage, sized by the API
                <img
                  className="fiu-account__cover"
                  src={cover.url}
                  alt={cover.alt}
                  width={cover.width}
                  height={cover.height}
                  loading="lazy"
                />
              ) : null}
              <div className="fiu-account__text">
                <h2 id={titleId} className="deletable-list__title">
                  {project.title}
                </h2>
                <p>
                  <StatusBadge tone={STATUS_TONES[status]}>
                    {t(`userFontsInUse.status.${status}`)}
                  </StatusBadge>
                </p>
                <p className="deletable-list__meta">
                  {[project.year, project.families.map((family) => family.title).join(', ')]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="deletable-list__actions">
                <Link
                  href={editUserFontsInUsePath(project.id)}
                  className="button"
                  aria-label={t('userFontsInUse.editLabel', { title: project.title })}
                >
                  {t('userFontsInUse.edit')}
                </Link>
                {deleteButton}
              </div>
            </>
          );
        }}
      />
    </section>
  );
}
