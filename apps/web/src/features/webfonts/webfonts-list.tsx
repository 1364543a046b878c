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
  DeleteWebfontsProjectMutation,
  type MyWebfontsProject,
  ReadMyWebfontsQuery,
  UpdateWebfontsProjectStatusMutation,
} from './webfonts-operations.ts';
import {
  ADD_SELF_HOSTING_PROJECT_PATH,
  ADD_WEBFONTS_PROJECT_PATH,
  webfontsProjectPath,
} from './webfonts-paths.ts';
import { knownGeneration, knownStatus, monthName, statusToggle } from './webfonts-status.ts';
import './webfonts.css';

/**
 * The account's web font projects (connection myWebfonts), grown by "Load more": each with its kind,
 * status in words, domains, last month's page views and whether its fonts are being generated; links
 * to its pages, pause/activate for hosted projects, and delete (asked first) where the server allows.
 */
export function WebfontsList({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { loggedIn } = useAuth();
  // Deleting shifts every later row one place up: the list starts over from page 1.
  const [generation, setGeneration] = useState(0);
  const [types, setTypes] = useState<readonly string[]>(['regular']);
  const { list, loading, loadMore, reload } = usePagedQuery<MyWebfontsProject>({
    pageSize,
    resetKey: loggedIn ? `signed-in-${generation}` : null,
    fetchPage: async ({ page, signal }) => {
      if (!loggedIn) return { ok: true, page: { nodes: [], pageInfo: { hasNextPage: false, nextPage: 2 } } };
      const result = await queryWithSignal(client, ReadMyWebfontsQuery, { page, pageSize }, signal, {
        requestPolicy: 'network-only',
      });
      const user = result?.data?.readUser;
      if (user && !result.error) {
        setTypes(user.availableWebfontsProjectTypes);
        return { ok: true, page: user.myWebfonts };
      }
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  // Status changes answer at once; they are kept here over the loaded rows.
  const [statuses, setStatuses] = useState<Record<string, string>>({});
  const [switching, setSwitching] = useState<string | null>(null);
  const [asked, setAsked] = useState<MyWebfontsProject | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const failure = list.error as GraphqlFailure | undefined;

  const confirmDelete = async () => {
    if (!asked) return;
    setDeleting(true);
    const result = await client.mutation(DeleteWebfontsProjectMutation, { id: asked.id }).toPromise();
    setDeleting(false);
    if (result.error) {
      setNotice({ ok: false, text: i18n.t(failureOfOperation(result.error).messageKey) });
    } else {
      setNotice({ ok: true, text: t('webfonts.deleted', { title: asked.title }) });
      setGeneration((value) => value + 1);
    }
    setAsked(null);
  };

  const switchStatus = async (project: MyWebfontsProject, status: 'PAUSED' | 'ACTIVE') => {
    setSwitching(project.id);
    setNotice(null);
    const result = await client
      .mutation(UpdateWebfontsProjectStatusMutation, { id: project.id, status })
      .toPromise();
    setSwitching(null);
    const updated = result.data?.updateWebfontsProjectStatus;
    if (result.error || !updated) {
      setNotice({
        ok: false,
        text: i18n.t(result.error ? failureOfOperation(result.error).messageKey : 'errors.unknown'),
      });
      return;
    }
    setStatuses((previous) => ({ ...previous, [project.id]: updated.status }));
    setNotice({
      ok: true,
      text: t(updated.status === 'ACTIVE' ? 'webfonts.activated' : 'webfonts.paused', {
        title: project.title,
      }),
    });
  };

  const firstLoad = list.nodes.length === 0 && (loading || !loggedIn) && !failure;
  const empty = list.nodes.length === 0 && !loading && !failure && !list.hasNextPage && loggedIn;
  const addButtons = (
    <div className="webfonts-list__add">
      <Link href={ADD_WEBFONTS_PROJECT_PATH} className="button button--primary">
        {t('webfonts.addProject')}
      </Link>
      {types.includes('self_hosting') ? (
        <Link href={ADD_SELF_HOSTING_PROJECT_PATH} className="button">
          {t('webfonts.addSelfHosting')}
        </Link>
      ) : null}
    </div>
  );

  return (
    <section className="webfonts-list" aria-labelledby="webfonts-list-title" aria-busy={loading}>
      <div className="webfonts-list__header">
        <h1 id="webfonts-list-title">{t('webfonts.title')}</h1>
        {list.nodes.length > 0 ? addButtons : null}
      </div>
      <p>{t('webfonts.intro')}</p>
      <div aria-live="polite">
        {notice ? (
          <p
            role="status"
            className={notice.ok ? 'webfonts-notice' : 'webfonts-notice webfonts-notice--error'}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {firstLoad ? <p role="status">{t('webfonts.loading')}</p> : null}
      {empty ? (
        <div className="webfonts-list__empty">
          <p>{t('webfonts.none')}</p>
          {addButtons}
        </div>
      ) : null}
      {list.nodes.length > 0 ? (
        <ul className="webfonts-list__items">
          {list.nodes.map((project) => {
            const current = { ...project, status: statuses[project.id] ?? project.status };
            const status = knownStatus(current.status);
            const toggle = statusToggle(current);
            const stats = project.lastMonthStats;
            return (
              <li
                key={project.id}
                className="webfonts-list__item"
                aria-labelledby={`webfonts-${project.id}-title`}
              >
                <div className="webfonts-list__text">
                  <h2 id={`webfonts-${project.id}-title`} className="webfonts-list__title">
                    {project.title}
                  </h2>
                  <p className="webfonts-list__meta">
                    <span>
                      {t(`webfonts.type.${project.type === 'self_hosting' ? 'self_hosting' : 'regular'}`)}
                    </span>{' '}
                    <span className="webfonts-badge" data-status={status}>
                      {t(`webfonts.status.${status}`)}
                    </span>
                  </p>
                  {project.type === 'regular' ? (
                    <p className="webfonts-list__meta">
                      {project.domains.length > 0
                        ? t('webfonts.domainsLabel', { domains: project.domains.join(', ') })
                        : t('webfonts.noDomains')}
                    </p>
                  ) : null}
                  {project.type === 'regular' ? (
                    <p className="webfonts-list__meta">
                      {stats
                        ? t('webfonts.pageViews', {
                            count: stats.pageViews,
                            month: monthName(stats.month, i18n.language),
                          })
                        : t('webfonts.noPageViews')}
                    </p>
                  ) : null}
                  {project.generating ? (
                    <p className="webfonts-generating" role="status">
                      <span className="webfonts-spinner" aria-hidden="true" />
                      {t(`webfonts.generation.${knownGeneration(project.generation)}`)}
                    </p>
                  ) : null}
                </div>
                <div className="webfonts-list__actions">
                  <Link
                    href={webfontsProjectPath(project.id, 'edit')}
                    className="button"
                    aria-label={t('webfonts.editLabel', { title: project.title })}
                  >
                    {t('webfonts.edit')}
                  </Link>
                  <Link
                    href={webfontsProjectPath(project.id, 'advanced')}
                    className="button"
                    aria-label={t('webfonts.embedCodeLabel', { title: project.title })}
                  >
                    {t('webfonts.embedCode')}
                  </Link>
                  {project.type === 'regular' ? (
                    <Link
                      href={webfontsProjectPath(project.id, 'stats')}
                      className="button"
                      aria-label={t('webfonts.statsLabel', { title: project.title })}
                    >
                      {t('webfonts.stats')}
                    </Link>
                  ) : null}
                  {toggle ? (
                    <button
                      type="button"
                      className="button"
                      disabled={switching === project.id}
                      aria-busy={switching === project.id}
                      aria-label={t(toggle === 'PAUSED' ? 'webfonts.pauseLabel' : 'webfonts.activateLabel', {
                        title: project.title,
                      })}
                      onClick={() => void switchStatus(project, toggle)}
                    >
                      {t(toggle === 'PAUSED' ? 'webfonts.pause' : 'webfonts.activate')}
                    </button>
                  ) : null}
                  {project.canDelete ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('webfonts.deleteLabel', { title: project.title })}
                      onClick={() => {
                        setNotice(null);
                        setAsked(project);
                      }}
                    >
                      {t('webfonts.delete')}
                    </button>
                  ) : null}
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
          loadError: t('webfonts.loadError'),
          retry: t('webfonts.retry'),
          loadMore: t('webfonts.loadMore'),
          loadingMore: t('webfonts.loadingMore'),
        }}
        errorClassName="webfonts-notice webfonts-notice--error"
      />
      <ConfirmDialog
        texts={
          asked
            ? {
                title: t('webfonts.deleteConfirmTitle'),
                text: t('webfonts.deleteConfirm', { title: asked.title }),
                cancel: t('webfonts.deleteCancel'),
                confirm: t('webfonts.deleteConfirmButton'),
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
