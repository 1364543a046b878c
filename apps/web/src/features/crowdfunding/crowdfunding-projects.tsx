'use client';

import { PAGE_SIZE } from '@foundry/domain';
import Link from 'next/link';
import { useId } from 'react';
import { useQuery } from 'urql';
import { accountDate } from '../../lib/dates/account-date.ts';
import { readFragment } from '../../lib/graphql/graphql.ts';
import { CLUB_EVENTS_TEXTS } from '../../lib/i18n/areas/club-events.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { CrowdfundingProjectFields, ReadCrowdfundingProjectsQuery } from './crowdfunding-operations.ts';
import { CrowdfundingProgress } from './crowdfunding-progress.tsx';
import type { CrowdfundingProject } from './crowdfunding-project.ts';
import { PledgeForm } from './pledge-form.tsx';

function ProjectCard({
  project,
  member,
  balance,
  onPledged,
}: {
  project: CrowdfundingProject;
  member: boolean;
  balance: number;
  onPledged: () => void;
}) {
  const { t } = useTexts(CLUB_EVENTS_TEXTS);
  const ids = useId();
  return (
    <article className="crowdfunding-project" aria-labelledby={`${ids}-title`}>
      <div className="crowdfunding-project__head">
        {project.logo ? (
          // biome-ignore lint/performance/noImgElement: stored logos come from the API's file route
          <img
            className="crowdfunding-project__logo"
            src={project.logo.url}
            alt={project.logo.alt}
            width={96}
            height={96}
          />
        ) : null}
        <div>
          <h2 id={`${ids}-title`}>{project.title}</h2>
          <p className={`crowdfunding-project__status crowdfunding-project__status--${project.status}`}>
            {t(`clubEvents.crowdfunding.status.${project.status}`)}
          </p>
        </div>
      </div>
      {project.description ? <p>{project.description}</p> : null}
      <CrowdfundingProgress
        title={project.title}
        fundedPoints={project.fundedPoints}
        goal={project.goal}
        goalProgress={project.goalProgress}
        status={project.status}
      />
      <ul className="crowdfunding-project__facts">
        <li>{t('clubEvents.crowdfunding.backers', { count: project.transactionsCount })}</li>
        <li>
          {project.status === 'Funded' && project.fundedDate
            ? t('clubEvents.crowdfunding.fundedOn', { date: accountDate(project.fundedDate) })
            : t('clubEvents.crowdfunding.deadline', { date: accountDate(project.deadline) })}
        </li>
        {project.estimatedDelivery ? (
          <li>{t('clubEvents.crowdfunding.delivery', { text: project.estimatedDelivery })}</li>
        ) : null}
      </ul>
      {project.rewards.length > 0 ? (
        <section aria-labelledby={`${ids}-rewards`}>
          <h3 id={`${ids}-rewards`}>{t('clubEvents.crowdfunding.rewards')}</h3>
          <ul className="crowdfunding-project__rewards">
            {project.rewards.map((reward) => (
              <li key={reward.id}>
                <strong>{reward.title}</strong> ·{' '}
                {t('clubEvents.crowdfunding.rewardPoints', { points: reward.points })}
                {reward.description ? (
                  <span className="crowdfunding-project__reward-text">{reward.description}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {project.updates.length > 0 ? (
        <details className="crowdfunding-project__updates">
          <summary>{t('clubEvents.crowdfunding.updates', { count: project.updates.length })}</summary>
          {project.updates.map((update) => (
            <article key={update.id}>
              <h4>
                <time dateTime={update.date}>{accountDate(update.date)}</time>: {update.title}
              </h4>
              {update.body.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
          ))}
        </details>
      ) : null}
      {project.status === 'Running' ? (
        member ? (
          <PledgeForm project={project} balance={balance} onPledged={onPledged} />
        ) : (
          <p>
            {t('clubEvents.crowdfunding.membersOnly')}{' '}
            <Link href="/my_account/club">{t('clubEvents.joinClub')}</Link>
          </p>
        )
      ) : null}
    </article>
  );
}

/**
 * The club's crowdfunding projects with their progress, rewards and updates, the member's balance and
 * a pledge form on each Running project. After a pledge the list and the balance are read again.
 */
export function CrowdfundingProjects() {
  const { t } = useTexts(CLUB_EVENTS_TEXTS);
  const { loggedIn } = useAuth();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ReadCrowdfundingProjectsQuery,
    variables: { page: 1, pageSize: PAGE_SIZE.crowdfunding },
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  if (error && !data) {
    return (
      <div role="alert">
        <p>{t('clubEvents.loadFailed')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('clubEvents.retry')}
        </button>
      </div>
    );
  }
  if (!data || (fetching && !data)) return <p aria-live="polite">{t('clubEvents.loading')}</p>;
  const projects = data.readCrowdfundingProjects.nodes.map((node) =>
    readFragment(CrowdfundingProjectFields, node),
  );
  const { club, clubPoints } = data.readUserClubInfo;
  return (
    <section className="crowdfunding" aria-label={t('clubEvents.crowdfunding.title')}>
      <p>{t('clubEvents.crowdfunding.intro')}</p>
      {club ? (
        <p className="crowdfunding__balance" role="status">
          {t('clubEvents.crowdfunding.balance', { count: clubPoints })}
        </p>
      ) : null}
      {projects.length === 0 ? <p>{t('clubEvents.crowdfunding.empty')}</p> : null}
      <ul className="crowdfunding__list">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} member={club} balance={clubPoints} onPledged={reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}
