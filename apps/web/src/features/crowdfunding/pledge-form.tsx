'use client';

import { type CrowdfundingPledgeValues, crowdfundingPledgeSchema, NO_PLEDGE_REWARD } from '@foundry/domain';
import { useId, useState } from 'react';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { readFragment } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CLUB_EVENTS_TEXTS } from '../../lib/i18n/areas/club-events.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormRadioGroup } from '../../ui/form-radio-group.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { CrowdfundingProjectFields, CrowdfundingProjectFundMutation } from './crowdfunding-operations.ts';
import type { CrowdfundingProject } from './crowdfunding-project.ts';

/** The API's code for an account outside the club. */
const NOT_A_MEMBER = 103;

/**
 * A club member's pledge to a Running project (crowdfundingPledgeSchema): points and an optional
 * reward (choosing one raises the points to what it needs). Refusals (401, 403, 404) are shown in
 * words; after a pledge the list and the balance are read again by `onPledged`.
 */
export function PledgeForm({
  project,
  balance,
  onPledged,
}: {
  project: CrowdfundingProject;
  balance: number;
  onPledged: () => void;
}) {
  const { t } = useTexts(CLUB_EVENTS_TEXTS);
  const client = useGraphqlClient();
  const ids = useId();
  const cheapest = project.rewards[0]?.points ?? 1;
  const form = useZodForm(crowdfundingPledgeSchema(project.rewards), {
    rewardID: NO_PLEDGE_REWARD,
    points: String(Math.min(Math.max(1, balance), cheapest)),
  });
  const [thanks, setThanks] = useState<string | null>(null);

  const raiseToReward = (id: string) => {
    const chosen = project.rewards.find((candidate) => candidate.id === id);
    if (chosen && Number(form.getValues('points')) < chosen.points)
      form.setValue('points', String(chosen.points));
  };

  const pledge = async ({
    points,
    rewardID,
  }: {
    points: number;
    rewardID: string | null;
  }): Promise<FormRefusal | undefined> => {
    setThanks(null);
    const result = await client
      .mutation(CrowdfundingProjectFundMutation, { points, projectID: project.id, rewardID })
      .toPromise();
    if (result.error) {
      const failure = failureOfOperation(result.error);
      if (failure.kind === 'graphql' && failure.code === NOT_A_MEMBER)
        return { message: 'clubEvents.crowdfunding.pledge.notMember' };
      return refusalOf(result.error);
    }
    if (!result.data) return { message: 'common:errors.unknown' };
    const updated = readFragment(CrowdfundingProjectFields, result.data.crowdfundingProjectFund);
    const words = t('clubEvents.crowdfunding.pledge.thanks', { count: points });
    const funded = updated.status === 'Funded' ? ` ${t('clubEvents.crowdfunding.pledge.nowFunded')}` : '';
    setThanks(`${words}${funded}`);
    onPledged();
    return undefined;
  };

  return (
    <div className="pledge-form">
      <h3 id={`${ids}-title`}>{t('clubEvents.crowdfunding.pledge.title')}</h3>
      <Form form={form} onSubmit={pledge} aria-labelledby={`${ids}-title`}>
        <FormRadioGroup<CrowdfundingPledgeValues>
          name="rewardID"
          label={t('clubEvents.crowdfunding.pledge.reward')}
          options={[
            { id: NO_PLEDGE_REWARD, label: t('clubEvents.crowdfunding.pledge.noReward') },
            ...project.rewards.map((option) => ({
              id: option.id,
              label: t('clubEvents.crowdfunding.pledge.rewardOption', {
                title: option.title,
                points: option.points,
              }),
            })),
          ]}
          onChosen={raiseToReward}
        />
        <FormTextField<CrowdfundingPledgeValues>
          name="points"
          label={t('clubEvents.crowdfunding.pledge.points')}
          type="number"
          inputMode="numeric"
          className="pledge-form__points"
          isRequired
        />
        <div className="ui-form__actions">
          <FormSubmit>{t('clubEvents.crowdfunding.pledge.submit')}</FormSubmit>
        </div>
        <p role="status" className="pledge-form__notice">
          {thanks}
        </p>
      </Form>
    </div>
  );
}
