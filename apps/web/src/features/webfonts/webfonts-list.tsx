'use client';

import { DEFAULT_PAGE_SIZE } from '@foundry/domain';
import Link from 'next/link';
import { useState } from 'react';
import { monthName } from '../../lib/forms/month-name.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { DeletableListBody, ListNoticeText } from '../../lib/paging/deletable-list-body.tsx';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { useDeletablePagedList } from '../../lib/paging/use-deletable-paged-list.ts';
import { Button } from '../../ui/button.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
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
import { knownGeneration, knownStatus, STATUS_TONES, statusToggle } from './webfonts-status.ts';

/** The project's pages each row links to (statistics only for hosted projects), with their words. */
const PROJECT_LINKS = [
  { tab: 'edit', words: 'edit' },
  { tab: 'advanced', words: 'embedCode' },
  { tab: 'stats', words: 'stats' },
] as const;

/**
 * The account's web font projects (connection myWebfonts), grown by "Load more": each with its kind,
 * status in words, domains, last month's page views and whether its fonts are being generated; links
 * to its pages, pause/activate for hosted projects, and delete (asked first) where the server allows.
 */
export function WebfontsList({ pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number }) {
  const { t, i18n } = useTexts(WEBFONTS_TEXTS);
  const client = useGraphqlClient();
  const { loggedIn } = useAuth();
  const [types, setTypes] = useState<readonly string[]>(['regular']);
  const state = useDeletablePagedList<MyWebfontsProject, ResultOf<typeof ReadMyWebfontsQuery>>({
    pageSize,
    loggedIn,
    readPage: (client, page, signal) =>
      queryWithSignal(client, ReadMyWebfontsQuery, { page, pageSize }, signal, {
        requestPolicy: 'network-only',
      }),
    pageOf: (data) => {
      if (!data.readUser) return null;
      setTypes(data.readUser.availableWebfontsProjectTypes);
      return data.readUser.myWebfonts;
    },
    deleteItem: (client, item) => client.mutation(DeleteWebfontsProjectMutation, { id: item.id }).toPromise(),
    deletedText: (item) => t('webfonts.deleted', { title: item.title }),
  });
  const { list, loading, firstLoad, empty, setNotice } = state;
  // Status changes answer at once; they are kept here over the loaded rows.
  const [statuses, setStatuses] = useState<Record<string, string>>({});
  const [switching, setSwitching] = useState<string | null>(null);

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
      <div className="deletable-list__header">
        <h1 id="webfonts-list-title">{t('webfonts.title')}</h1>
        {list.nodes.length > 0 ? addButtons : null}
      </div>
      <p>{t('webfonts.intro')}</p>
      <ListNoticeText notice={state.notice} className="webfonts-notice" />
      {firstLoad ? <p role="status">{t('webfonts.loading')}</p> : null}
      {empty ? (
        <div className="webfonts-list__empty">
          <p>{t('webfonts.none')}</p>
          {addButtons}
        </div>
      ) : null}
      <DeletableListBody
        state={state}
        words={(key, title) => t(`webfonts.${key}`, { title })}
        noticeClassName="webfonts-notice"
        idPrefix="webfonts"
        itemClassName="webfonts-list__item"
        renderItem={(project, { titleId, deleteButton }) => {
          const current = { ...project, status: statuses[project.id] ?? project.status };
          const status = knownStatus(current.status);
          const toggle = statusToggle(current);
          const stats = project.lastMonthStats;
          return (
            <>
              <div className="webfonts-list__text">
                <h2 id={titleId} className="deletable-list__title">
                  {project.title}
                </h2>
                <p className="deletable-list__meta">
                  <span>
                    {t(`webfonts.type.${project.type === 'self_hosting' ? 'self_hosting' : 'regular'}`)}
                  </span>{' '}
                  <StatusBadge tone={STATUS_TONES[status]}>{t(`webfonts.status.${status}`)}</StatusBadge>
                </p>
                {project.type === 'regular' ? (
                  <p className="deletable-list__meta">
                    {project.domains.length > 0
                      ? t('webfonts.domainsLabel', { domains: project.domains.join(', ') })
                      : t('webfonts.noDomains')}
                  </p>
                ) : null}
                {project.type === 'regular' ? (
                  <p className="deletable-list__meta">
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
              <div className="deletable-list__actions">
                {PROJECT_LINKS.filter((link) => link.tab !== 'stats' || project.type === 'regular').map(
                  (link) => (
                    <Link
                      key={link.tab}
                      href={webfontsProjectPath(project.id, link.tab)}
                      className="button"
                      aria-label={t(`webfonts.${link.words}Label`, { title: project.title })}
                    >
                      {t(`webfonts.${link.words}`)}
                    </Link>
                  ),
                )}
                {toggle ? (
                  <Button
                    busy={switching === project.id}
                    aria-label={t(toggle === 'PAUSED' ? 'webfonts.pauseLabel' : 'webfonts.activateLabel', {
                      title: project.title,
                    })}
                    onPress={() => void switchStatus(project, toggle)}
                  >
                    {t(toggle === 'PAUSED' ? 'webfonts.pause' : 'webfonts.activate')}
                  </Button>
                ) : null}
                {project.canDelete ? deleteButton : null}
              </div>
            </>
          );
        }}
      />
    </section>
  );
}
