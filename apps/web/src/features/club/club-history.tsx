'use client';

import { accountDate } from '../../lib/dates/account-date.ts';
import { CLUB_TEXTS } from '../../lib/i18n/areas/club.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { AccountPagedList } from '../my-fonts/index.ts';
import { type ClubMove, useClubHistory } from './use-club-history.ts';

function Move({ move }: { move: ClubMove }) {
  const { t } = useTexts(CLUB_TEXTS);
  const sign = move.points > 0 ? '+' : '';
  return (
    <div className="club-move">
      <span className="club-move__date">{accountDate(move.created)}</span>
      <span className="club-move__description">{move.description}</span>
      <span className={move.points < 0 ? 'club-move__points club-move__points--spent' : 'club-move__points'}>
        {sign}
        {t('club.rewards.points', { count: move.points })}
      </span>
    </div>
  );
}

/** The member's points history, newest first, with "Show more". */
export function ClubHistory({ paused, version }: { paused: boolean; version: number }) {
  const { t } = useTexts(CLUB_TEXTS);
  const pages = useClubHistory(paused, version);
  return (
    <section className="account-section" aria-labelledby="club-history-title" aria-busy={pages.loading}>
      <h2 id="club-history-title">{t('club.account.history')}</h2>
      <AccountPagedList
        pages={pages}
        className="club-history"
        keyOf={(move) => move.id}
        renderItem={(move) => <Move move={move} />}
        empty={t('club.account.historyEmpty')}
      />
    </section>
  );
}
