'use client';

import { type ClubRewardClaimValues, clubRewardClaimSchema, formatMoney } from '@foundry/domain';
import { useId } from 'react';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CLUB_TEXTS } from '../../lib/i18n/areas/club.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormSelect } from '../../ui/form-select.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { CreateClubRewardMutation, type ReadClubAccountQuery } from './club-operations.ts';

type Data = ResultOf<typeof ReadClubAccountQuery>;
export type AvailableReward = Data['readClubAvailableRewards'][number];
export type ClubAddress = Data['readUser']['addresses']['nodes'][number];

/** The id createClubReward takes: a reward's id, a voucher offer's rewardID. */
const rewardIdOf = (reward: AvailableReward) =>
  reward.__typename === 'ClubVoucher' ? reward.rewardID : reward.id;

/**
 * One reward the member can claim now (clubRewardClaimSchema). A shipped reward asks which of the
 * member's addresses it goes to (the default first); a voucher needs none and answers with its code.
 * Refusals are shown in words in the form's summary.
 */
export function ClaimReward({
  reward,
  addresses,
  onClaimed,
}: {
  reward: AvailableReward;
  addresses: readonly ClubAddress[];
  /** Hears the words saying what was claimed: the list says them, since this reward may leave it. */
  onClaimed: (words: string) => void;
}) {
  const { t, i18n } = useTexts(CLUB_TEXTS);
  const client = useGraphqlClient();
  const ids = useId();
  const shipped = reward.__typename === 'ClubReward';
  const form = useZodForm(clubRewardClaimSchema({ shipped }), {
    addressId: addresses.find((a) => a.default)?.id ?? addresses[0]?.id ?? '',
  });
  const claim = async ({ addressId }: { addressId: string }): Promise<FormRefusal | undefined> => {
    const result = await client
      .mutation(CreateClubRewardMutation, {
        rewardID: rewardIdOf(reward),
        shippingAddressID: shipped ? addressId : null,
      })
      .toPromise();
    if (result.error) return refusalOf(result.error);
    if (!result.data) return { message: 'common:errors.unknown' };
    const code = result.data.createClubReward.voucher?.code;
    const words = t('club.account.claimed', { title: reward.title });
    onClaimed(code ? `${words} ${t('club.account.claimedVoucher', { code })}` : words);
    return undefined;
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
      {shipped && addresses.length === 0 ? (
        <p>{t('club.account.noAddress')}</p>
      ) : (
        <Form form={form} onSubmit={claim} className="club-reward__claim" aria-labelledby={`${ids}-title`}>
          {shipped ? (
            <FormSelect<ClubRewardClaimValues>
              name="addressId"
              label={t('club.account.address')}
              options={addresses.map((address) => ({
                id: address.id,
                label: [address.label, address.name, address.city].filter(Boolean).join(', '),
              }))}
            />
          ) : null}
          <div className="ui-form__actions">
            <FormSubmit aria-label={t('club.account.claimFor', { title: reward.title })}>
              {t('club.account.claim')}
            </FormSubmit>
          </div>
        </Form>
      )}
    </article>
  );
}
