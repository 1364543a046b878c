'use client';

import Link from 'next/link';
import { accountDate } from '../../lib/dates/account-date.ts';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { usePolledWebfontsProject } from './use-polled-webfonts-project.ts';
import { WebfontsAdvanced } from './webfonts-advanced.tsx';
import type { WebfontsProjectType } from './webfonts-form-values.ts';
import { WEBFONTS_PATH, type WebfontsProjectTab, webfontsProjectPath } from './webfonts-paths.ts';
import { WebfontsProjectForm } from './webfonts-project-form.tsx';
import { WebfontsStats } from './webfonts-stats.tsx';
import { knownGeneration, knownStatus, STATUS_TONES } from './webfonts-status.ts';

const TABS: readonly {
  tab: WebfontsProjectTab;
  key: 'webfonts.edit' | 'webfonts.embedCode' | 'webfonts.stats';
}[] = [
  { tab: 'edit', key: 'webfonts.edit' },
  { tab: 'advanced', key: 'webfonts.embedCode' },
  { tab: 'stats', key: 'webfonts.stats' },
];

/**
 * One project's pages (settings, embed code, statistics) under a shared head: its name, status,
 * whether its fonts are generated (read again every 5 s while they are), the self-hosting kit's
 * download once generated, and a link to pay an open invoice.
 */
export function WebfontsProjectPage({ id, tab }: { id: string; tab: WebfontsProjectTab }) {
  const { t } = useTexts(WEBFONTS_TEXTS);
  const { project, loading, failure, replace, reload } = usePolledWebfontsProject(id);

  if (loading && !project) return <p role="status">{t('webfonts.project.loading')}</p>;
  if (!project) {
    return (
      <>
        <p>
          <Link href={WEBFONTS_PATH}>{t('webfonts.project.back')}</Link>
        </p>
        {failure ? (
          <div role="alert" className="webfonts-notice webfonts-notice--error">
            <p>{t('webfonts.project.loadError')}</p>
            <button type="button" className="button" onClick={reload}>
              {t('webfonts.retry')}
            </button>
          </div>
        ) : (
          <p role="alert">{t('webfonts.project.notFound')}</p>
        )}
      </>
    );
  }

  const type: WebfontsProjectType = project.type === 'self_hosting' ? 'self_hosting' : 'regular';
  const status = knownStatus(project.status);
  const generation = knownGeneration(project.generation);
  const tabs = TABS.filter((entry) => entry.tab !== 'stats' || type === 'regular');

  return (
    <article className="webfonts-project" aria-labelledby="webfonts-project-title">
      <p>
        <Link href={WEBFONTS_PATH}>{t('webfonts.project.back')}</Link>
      </p>
      <h1 id="webfonts-project-title">{project.title}</h1>
      <p className="webfonts-project__meta">
        <span>{t(`webfonts.type.${type}`)}</span>{' '}
        <StatusBadge tone={STATUS_TONES[status]}>{t(`webfonts.status.${status}`)}</StatusBadge>
      </p>
      <p className="webfonts-project__meta">
        {t('webfonts.project.licenseKey', { key: project.licenseKey })} ·{' '}
        {t('webfonts.project.updated', { date: accountDate(project.updated) })}
      </p>
      <div aria-live="polite" className="webfonts-project__generation">
        <p
          role="status"
          data-generation={generation}
          className={project.generating ? 'webfonts-generating' : undefined}
        >
          {project.generating ? <span className="webfonts-spinner" aria-hidden="true" /> : null}
          {t(`webfonts.generation.${generation}`)}
        </p>
      </div>
      <div className="webfonts-project__actions">
        {type === 'self_hosting' && generation === 'Completed' && project.downloadUrl ? (
          <a href={project.downloadUrl} className="button button--primary" download>
            {t('webfonts.project.download')}
          </a>
        ) : null}
        {project.paymentUrl ? (
          <a href={project.paymentUrl} className="button">
            {t('webfonts.project.pay')}
          </a>
        ) : null}
      </div>
      <nav aria-label={t('webfonts.project.tabs')} className="webfonts-project__tabs">
        <ul>
          {tabs.map((entry) => (
            <li key={entry.tab}>
              <Link
                href={webfontsProjectPath(project.id, entry.tab)}
                aria-current={entry.tab === tab ? 'page' : undefined}
                className="webfonts-project__tab"
              >
                {t(entry.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'edit' ? (
        <WebfontsProjectForm key={project.id} type={type} project={project} onSaved={replace} />
      ) : null}
      {tab === 'advanced' ? <WebfontsAdvanced project={project} onSaved={replace} /> : null}
      {tab === 'stats' ? <WebfontsStats projectID={project.id} /> : null}
    </article>
  );
}
