'use client';

import { formatMoney } from '@foundry/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { CreateClubRewardMutation, type ReadClubAccountQuery } from './club-operations.ts';

type Data = ResultOf<typeof ReadClubAccountQuery>;
export type AvailableReward = Data['readClubAvailableRewards'][number];
export type ClubAddress = Data['readUser']['addresses']['nodes'][number];
type Notice = { ok: boolean; text: string } | null;

/** The id createClubReward takes: a reward's id, a voucher offer's rewardID. */
const rewardIdOf = (reward: AvailableReward) =>
  reward.__typename === 'ClubVoucher' ? reward.rewardID : reward.id;

/**
 * One reward the member can claim now. A shipped reward asks which of the member's addresses it goes
 * to (the default first); a voucher needs none and answers with its code. Refusals are shown in words.
 */
export function ClaimReward({
  reward,
  addresses,
  onClaimed,
}: {
  reward: AvailableReward;
  addresses: readonly ClubAddress[];
  onClaimed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const ids = useId();
  const shipped = reward.__typename === 'ClubReward';
  const [addressId, setAddressId] = useState(addresses.find((a) => a.default)?.id ?? addresses[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const result = await client
        .mutation(CreateClubRewardMutation, {
          rewardID: rewardIdOf(reward),
          shippingAddressID: shipped ? addressId : null,
        })
        .toPromise();
      if (result.error || !result.data) {
        const text = result.error
          ? i18n.t(failureOfOperation(result.error).messageKey)
          : i18n.t('common:errors.unknown');
        setNotice({ ok: false, text });
        return;
      }
      const code = result.data.createClubReward.voucher?.code;
      const claimed = t('club.account.claimed', { title: reward.title });
      setNotice({
        ok: true,
        text: code ? `${claimed} ${t('club.account.claimedVoucher', { code })}` : claimed,
      });
      onClaimed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="club-reward" aria-labelledby={`${ids}-title`}>
      {reward.__typename === 'ClubReward' && reward.specimen ? (
        // biome-ignore lint/performance/noImgElement: stored specimens come from the API's file route
        <img
          src={reward.specimen.url}
          alt={reward.specimen.alt}
          width={reward.specimen.width}
          height={reward.specimen.height}
        />
      ) : null}
      <h3 id={`${ids}-title`}>{reward.title}</h3>
      <p className="club-reward__points">{t('club.rewards.points', { count: reward.points })}</p>
      {reward.__typename === 'ClubVoucher' ? (
        <p>{t('club.rewards.voucherWorth', { price: formatMoney(reward.price, i18n.language) })}</p>
      ) : null}
      <form onSubmit={submit} className="club-reward__claim">
        {shipped ? (
          addresses.length > 0 ? (
            <label>
              {t('club.account.address')}
              <select value={addressId} onChange={(event) => setAddressId(event.target.value)} required>
                {addresses.map((address) => (
                  <option key={address.id} value={address.id}>
                    {[address.label, address.name, address.city].filter(Boolean).join(', ')}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p>{t('club.account.noAddress')}</p>
          )
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={busy || (shipped && addresses.length === 0)}
          aria-busy={busy}
          aria-label={t('club.account.claimFor', { title: reward.title })}
        >
          {busy ? t('club.account.claiming') : t('club.account.claim')}
        </button>
        <p role={notice && !notice.ok ? 'alert' : 'status'} aria-live="polite">
          {notice?.text}
        </p>
      </form>
    </article>
  );
}
