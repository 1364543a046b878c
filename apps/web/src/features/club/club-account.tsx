'use client';

import { formatMoney } from '@foundry/domain';
import Link from 'next/link';
import { useState } from 'react';
import { useQuery } from 'urql';
import { accountDate } from '../../lib/dates/account-date.ts';
import { CLUB_TEXTS } from '../../lib/i18n/areas/club.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { ClaimReward } from './claim-reward.tsx';
import { ClubHistory } from './club-history.tsx';
import { ReadClubAccountQuery } from './club-operations.ts';

/** Where the member pages of the club are; each link shows only when its page exists. */
export interface ClubLinks {
  webinars: boolean;
  crowdfunding: boolean;
}

/**
 * The member's club page: the balance and when the soonest points lapse, the referral code, what
 * they can claim now (a shipped reward asks for one of their addresses), their vouchers with codes,
 * and the history of their points. After a claim everything is read again.
 */
export function ClubAccount({ links }: { links: ClubLinks }) {
  const { t, i18n } = useTexts(CLUB_TEXTS);
  const { loggedIn } = useAuth();
  const [version, setVersion] = useState(0);
  const [{ data, error, fetching }, reload] = useQuery({
    query: ReadClubAccountQuery,
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  // What was last claimed, said above the list: the reward itself may leave it (too few points left).
  const [claimedNote, setClaimedNote] = useState('');
  const claimed = (words: string) => {
    setClaimedNote(words);
    reload({ requestPolicy: 'network-only' });
    setVersion((current) => current + 1);
  };

  if (error && !data) {
    return (
      <div role="alert">
        <p>{t('club.account.loadFailed')}</p>
        <button type="button" className="button" onClick={() => reload({ requestPolicy: 'network-only' })}>
          {t('club.account.retry')}
        </button>
      </div>
    );
  }
  if (!data) return <p aria-busy={fetching}>{t('club.account.loading')}</p>;
  const info = data.readUserClubInfo;

  return (
    <div className="club-account">
      <section className="account-section" aria-labelledby="club-balance-title">
        <h2 id="club-balance-title">{t('club.account.balanceTitle')}</h2>
        <p className="club-balance" aria-live="polite">
          {info.clubPointsText}
        </p>
        {info.club ? null : <p>{t('club.account.notMember')}</p>}
        <p>
          {info.clubPointsExpiration
            ? t('club.account.expires', {
                count: info.clubPointsExpiring,
                date: accountDate(info.clubPointsExpiration),
              })
            : t('club.account.noExpiry')}
        </p>
        {info.referralCode ? (
          <dl className="club-referral">
            <dt>{t('club.account.referralCode')}</dt>
            <dd>
              <code>{info.referralCode}</code>
            </dd>
            <dd>{t('club.account.referralHelp', { count: info.referralsCount })}</dd>
          </dl>
        ) : null}
        {info.club ? (
          <nav aria-label={t('club.account.more')}>
            <ul className="club-links">
              {links.webinars ? (
                <li>
                  <Link href="/my_account/club/webinars">{t('club.account.webinars')}</Link>
                </li>
              ) : null}
              {links.crowdfunding ? (
                <li>
                  <Link href="/my_account/club/crowdfunding">{t('club.account.crowdfunding')}</Link>
                </li>
              ) : null}
              <li>
                <Link href="/my_account/development">{t('club.account.developmentFonts')}</Link>
              </li>
            </ul>
          </nav>
        ) : null}
      </section>

      {info.club ? (
        <section className="account-section" aria-labelledby="club-available-title">
          <h2 id="club-available-title">{t('club.account.available')}</h2>
          <p role="status">{claimedNote}</p>
          {data.readClubAvailableRewards.length === 0 ? (
            <p>{t('club.account.availableEmpty')}</p>
          ) : (
            <ul className="club-rewards">
              {data.readClubAvailableRewards.map((reward) => (
                <li
                  key={`${reward.__typename}-${reward.__typename === 'ClubVoucher' ? reward.rewardID : reward.id}`}
                >
                  <ClaimReward
                    reward={reward}
                    addresses={data.readUser.addresses.nodes}
                    onClaimed={claimed}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section className="account-section" aria-labelledby="club-vouchers-title">
        <h2 id="club-vouchers-title">{t('club.account.vouchers')}</h2>
        {data.readClubVouchers.length === 0 ? (
          <p>{t('club.account.vouchersEmpty')}</p>
        ) : (
          <ul className="club-vouchers">
            {data.readClubVouchers.map((voucher) => (
              <li key={voucher.id} className="club-voucher">
                <span>{voucher.title}</span>
                <span>{formatMoney(voucher.price, i18n.language)}</span>
                <span>
                  {t('club.account.voucherCode')}: <code>{voucher.code}</code>
                </span>
                <span>{voucher.used ? t('club.account.used') : t('club.account.unused')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ClubHistory paused={!loggedIn} version={version} />
    </div>
  );
}
