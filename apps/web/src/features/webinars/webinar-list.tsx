'use client';

import Link from 'next/link';
import { useId } from 'react';
import { CLUB_EVENTS_TEXTS } from '../../lib/i18n/areas/club-events.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { AccountPagedList } from '../my-fonts/index.ts';
import { useWebinarPages, type WebinarNode } from './use-webinar-pages.ts';
import { webinarWhen } from './webinar-when.ts';

function WebinarItem({ webinar }: { webinar: WebinarNode }) {
  const { t } = useTexts(CLUB_EVENTS_TEXTS);
  const ids = useId();
  const { date, time } = webinarWhen(webinar.date);
  const state = webinar.live ? 'live' : webinar.past ? 'past' : 'upcoming';
  return (
    <article className={`webinar webinar--${state}`} aria-labelledby={`${ids}-title`}>
      <p className={`webinar__badge webinar__badge--${state}`}>{t(`clubEvents.webinars.${state}`)}</p>
      <h2 id={`${ids}-title`} className="webinar__title">
        {webinar.title}
      </h2>
      {webinar.subTitle ? <p className="webinar__subtitle">{webinar.subTitle}</p> : null}
      <p className="webinar__when">
        <time dateTime={webinar.date}>
          {t('clubEvents.webinars.when', { date, time, minutes: webinar.duration })}
        </time>
      </p>
      {webinar.description ? <p>{webinar.description}</p> : null}
      <div className="webinar__actions">
        {webinar.link ? (
          <a
            className="button"
            href={webinar.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(webinar.past ? 'clubEvents.webinars.recordingFor' : 'clubEvents.webinars.joinFor', {
              title: webinar.title,
            })}
          >
            {t(webinar.past ? 'clubEvents.webinars.recording' : 'clubEvents.webinars.join')}
          </a>
        ) : (
          <p className="webinar__members">
            {t('clubEvents.webinars.membersOnly')}{' '}
            <Link href="/my_account/club">{t('clubEvents.joinClub')}</Link>
          </p>
        )}
        {webinar.past ? null : (
          <a
            className="button button--secondary"
            href={webinar.iCal}
            download
            aria-label={t('clubEvents.webinars.addToCalendarFor', { title: webinar.title })}
          >
            {t('clubEvents.webinars.addToCalendar')}
          </a>
        )}
      </div>
    </article>
  );
}

/**
 * The club's webinars: what is on (a live badge while on air), when, the link to join or to watch the
 * recording for club members, and a calendar file for the ones to come.
 */
export function WebinarList() {
  const { t } = useTexts(CLUB_EVENTS_TEXTS);
  const { loggedIn } = useAuth();
  const pages = useWebinarPages(!loggedIn);
  return (
    <section className="webinars" aria-busy={pages.loading} aria-label={t('clubEvents.webinars.title')}>
      <p>{t('clubEvents.webinars.intro')}</p>
      <AccountPagedList
        pages={pages}
        className="webinars__list"
        keyOf={(webinar) => webinar.id}
        renderItem={(webinar) => <WebinarItem webinar={webinar} />}
        empty={t('clubEvents.webinars.empty')}
      />
    </section>
  );
}
