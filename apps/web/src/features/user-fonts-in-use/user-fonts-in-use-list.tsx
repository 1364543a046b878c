'use client';

import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PagedListFooter } from '../../ui/paged-list-footer.tsx';
import { useAuth } from '../auth/index.ts';
import {
  DeleteUserFontsInUseMutation,
  ReadUserFontsInUseQuery,
  type UserFontsInUseListItem,
} from './user-fonts-in-use-operations.ts';
import { editUserFontsInUsePath, NEW_USER_FONTS_IN_USE_PATH } from './user-fonts-in-use-paths.ts';
import './user-fonts-in-use.css';

const KNOWN_STATUSES = new Set(['PENDING', 'PUBLISHED', 'UNPUBLISHED', 'OFFLINE']);

/**
 * The account's "Fonts in use": the customer's own projects, newest first, grown by "Load more"
 * (pages merged at their offset), each with its review status, an edit link and delete (asked first).
 */
export function UserFontsInUseList({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { loggedIn } = useAuth();
  // Deleting shifts every later row one place up: the list starts over from page 1.
  const [generation, setGeneration] = useState(0);
  const { list, loading, loadMore, reload } = usePagedQuery<UserFontsInUseListItem>({
    pageSize,
    resetKey: loggedIn ? `signed-in-${generation}` : null,
    fetchPage: async ({ page, signal }) => {
      if (!loggedIn) return { ok: true, page: { nodes: [], pageInfo: { hasNextPage: false, nextPage: 2 } } };
      const result = await queryWithSignal(client, ReadUserFontsInUseQuery, { page, pageSize }, signal, {
        requestPolicy: 'network-only',
      });
      if (result?.data && !result.error) return { ok: true, page: result.data.readUserFontsInUse };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  const [asked, setAsked] = useState<UserFontsInUseListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const failure = list.error as GraphqlFailure | undefined;

  const confirmDelete = async () => {
    if (!asked) return;
    setDeleting(true);
    const result = await client.mutation(DeleteUserFontsInUseMutation, { id: asked.id }).toPromise();
    setDeleting(false);
    if (result.error) {
      setNotice({ ok: false, text: i18n.t(failureOfOperation(result.error).messageKey) });
    } else {
      setNotice({ ok: true, text: t('userFontsInUse.deleted', { title: asked.title }) });
      setGeneration((value) => value + 1);
    }
    setAsked(null);
  };

  const firstLoad = list.nodes.length === 0 && (loading || !loggedIn) && !failure;
  const empty = list.nodes.length === 0 && !loading && !failure && !list.hasNextPage && loggedIn;

  return (
    <section className="fiu-account" aria-labelledby="fiu-account-title" aria-busy={loading}>
      <div className="fiu-account__header">
        <h1 id="fiu-account-title">{t('userFontsInUse.title')}</h1>
        <Link href={NEW_USER_FONTS_IN_USE_PATH} className="button button--primary">
          {t('userFontsInUse.add')}
        </Link>
      </div>
      <p>{t('userFontsInUse.intro')}</p>
      <div aria-live="polite">
        {notice ? (
          <p
            role="status"
            className={notice.ok ? 'fiu-account__notice' : 'fiu-account__notice fiu-account__notice--error'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {firstLoad ? <p role="status">{t('userFontsInUse.loading')}</p> : null}
      {empty ? <p className="fiu-account__empty">{t('userFontsInUse.none')}</p> : null}
      {list.nodes.length > 0 ? (
        <ul className="fiu-account__list">
          {list.nodes.map((project) => {
            const cover = project.images[0];
            const status = KNOWN_STATUSES.has(project.status) ? project.status : 'PENDING';
            return (
              <li key={project.id} className="fiu-account__item" aria-labelledby={`fiu-${project.id}-title`}>
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
                  <h2 id={`fiu-${project.id}-title`} className="fiu-account__title">
                    {project.title}
                  </h2>
                  <p>
                    <span className="fiu-account__badge" data-status={status}>
                      {t(`userFontsInUse.status.${status as 'PENDING'}`)}
                    </span>
                  </p>
                  <p className="fiu-account__meta">
                    {[project.year, project.families.map((family) => family.title).join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="fiu-account__actions">
                  <Link
                    href={editUserFontsInUsePath(project.id)}
                    className="button"
                    aria-label={t('userFontsInUse.editLabel', { title: project.title })}
                  >
                    {t('userFontsInUse.edit')}
                  </Link>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('userFontsInUse.deleteLabel', { title: project.title })}
                    onClick={() => {
                      setNotice(null);
                      setAsked(project);
                    }}
                  >
                    {t('userFontsInUse.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <PagedListFooter
        hasItems={list.nodes.length > 0}
        hasNextPage={list.hasNextPage}
        loading={loading}
        failed={Boolean(failure)}
        onLoadMore={loadMore}
        onReload={reload}
        labels={{
          loadError: t('userFontsInUse.loadError'),
          retry: t('userFontsInUse.retry'),
          loadMore: t('userFontsInUse.loadMore'),
          loadingMore: t('userFontsInUse.loadingMore'),
        }}
        errorClassName="fiu-account__notice fiu-account__notice--error"
      />
      <ConfirmDialog
        texts={
          asked
            ? {
                title: t('userFontsInUse.deleteConfirmTitle'),
                text: t('userFontsInUse.deleteConfirm', { title: asked.title }),
                cancel: t('userFontsInUse.deleteCancel'),
                confirm: t('userFontsInUse.deleteConfirmButton'),
              }
            : null
        }
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
