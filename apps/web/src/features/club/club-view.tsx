import { formatMoney } from '@foundry/domain';
import type { TFunction } from 'i18next';
import Image from 'next/image';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { loginPathFor } from '../auth/index.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import type { ReadClubRewardsQuery } from './club-operations.ts';

type ClubRewardNode = ResultOf<typeof ReadClubRewardsQuery>['readClubRewards']['nodes'][number];

const HOW = ['orders', 'buy', 'lapse', 'perks'] as const;

/** The public /club page: what the club is, how points are earned, the rewards, how to join. */
export function ClubView({
  rewards,
  apiUrl,
  t,
}: {
  rewards: readonly ClubRewardNode[];
  apiUrl: string;
  t: TFunction;
}) {
  return (
    <div className="page club-page">
      <header>
        <h1>{t('club.title')}</h1>
        <p>{t('club.intro')}</p>
      </header>
      <section aria-labelledby="club-how-title">
        <h2 id="club-how-title">{t('club.how.title')}</h2>
        <ul>
          {HOW.map((key) => (
            <li key={key}>{t(`club.how.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="club-rewards-title">
        <h2 id="club-rewards-title">{t('club.rewards.title')}</h2>
        {rewards.length === 0 ? (
          <p>{t('club.rewards.empty')}</p>
        ) : (
          <ul className="club-rewards">
            {rewards.map((reward) => (
              <li
                key={`${reward.__typename}-${reward.__typename === 'ClubVoucher' ? reward.rewardID : reward.id}`}
              >
                <article className="club-reward">
                  {reward.__typename === 'ClubReward' && reward.specimen ? (
                    <Image
                      src={absoluteMediaUrl(reward.specimen.url, apiUrl)}
                      alt={reward.specimen.alt}
                      width={reward.specimen.width}
                      height={reward.specimen.height}
                      sizes="(min-width: 640px) 16rem, 90vw"
                    />
                  ) : null}
                  <h3>{reward.title}</h3>
                  <p className="club-reward__points">{t('club.rewards.points', { count: reward.points })}</p>
                  {reward.__typename === 'ClubVoucher' ? (
                    <p>{t('club.rewards.voucherWorth', { price: formatMoney(reward.price, 'en') })}</p>
                  ) : (
                    <>
                      {reward.description ? <p>{reward.description}</p> : null}
                      {reward.stock !== null ? (
                        <p>{t('club.rewards.left', { count: reward.stock })}</p>
                      ) : null}
                    </>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="club-join-title">
        <h2 id="club-join-title">{t('club.join.title')}</h2>
        <p>
          <Link href={loginPathFor('/my_account/club')}>{t('club.join.signUp')}</Link>{' '}
          {t('club.join.signUpText')}
        </p>
        <p>
          <Link href="/my_account/club">{t('club.join.member')}</Link>
        </p>
      </section>
    </div>
  );
}
