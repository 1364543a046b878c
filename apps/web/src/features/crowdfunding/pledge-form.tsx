'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { readFragment } from '../../lib/graphql/graphql.ts';
import { CrowdfundingProjectFields, CrowdfundingProjectFundMutation } from './crowdfunding-operations.ts';
import type { CrowdfundingProject } from './crowdfunding-project.ts';

type Notice = { ok: boolean; text: string } | null;

/**
 * A club member's pledge to a Running project: points and an optional reward (choosing one raises the
 * points to what it needs). Refusals (401, 403, 404) are shown in words; after a pledge the list and
 * the balance are read again by `onPledged`.
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
  const { t, i18n } = useTranslation();
  const client = useClient();
  const ids = useId();
  const cheapest = project.rewards[0]?.points ?? 1;
  const [points, setPoints] = useState(String(Math.min(Math.max(1, balance), cheapest)));
  const [rewardID, setRewardID] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const reward = project.rewards.find((candidate) => candidate.id === rewardID) ?? null;

  const chooseReward = (id: string) => {
    setRewardID(id);
    const chosen = project.rewards.find((candidate) => candidate.id === id);
    if (chosen && Number(points) < chosen.points) setPoints(String(chosen.points));
  };

  // The words for a refused pledge: the reward's minimum for a 403 with a reward, else the catalogue's.
  const refusalText = (error: Parameters<typeof failureOfOperation>[0]): string => {
    const failure = failureOfOperation(error);
    if (failure.kind === 'graphql' && failure.code === 403 && reward) {
      return t('clubEvents.crowdfunding.pledge.atLeast', { points: reward.points });
    }
    if (failure.kind === 'graphql' && failure.code === 103)
      return t('clubEvents.crowdfunding.pledge.notMember');
    return i18n.t(failure.messageKey);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const amount = Number(points);
      const result = await client
        .mutation(CrowdfundingProjectFundMutation, {
          points: Number.isFinite(amount) ? Math.trunc(amount) : 0,
          projectID: project.id,
          rewardID: rewardID || null,
        })
        .toPromise();
      if (result.error || !result.data) {
        setNotice({
          ok: false,
          text: result.error ? refusalText(result.error) : i18n.t('common:errors.unknown'),
        });
        return;
      }
      const updated = readFragment(CrowdfundingProjectFields, result.data.crowdfundingProjectFund);
      const thanks = t('clubEvents.crowdfunding.pledge.thanks', { count: amount });
      const funded = updated.status === 'Funded' ? ` ${t('clubEvents.crowdfunding.pledge.nowFunded')}` : '';
      setNotice({ ok: true, text: `${thanks}${funded}` });
      onPledged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pledge-form" onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('clubEvents.crowdfunding.pledge.title')}</h3>
      <fieldset className="pledge-form__rewards">
        <legend>{t('clubEvents.crowdfunding.pledge.reward')}</legend>
        <label className="checkbox">
          <input
            type="radio"
            name={`${ids}-reward`}
            value=""
            checked={rewardID === ''}
            onChange={() => chooseReward('')}
          />
          {t('clubEvents.crowdfunding.pledge.noReward')}
        </label>
        {project.rewards.map((option) => (
          <label key={option.id} className="checkbox">
            <input
              type="radio"
              name={`${ids}-reward`}
              value={option.id}
              checked={rewardID === option.id}
              onChange={() => chooseReward(option.id)}
            />
            {t('clubEvents.crowdfunding.pledge.rewardOption', { title: option.title, points: option.points })}
          </label>
        ))}
      </fieldset>
      <label className="pledge-form__points">
        {t('clubEvents.crowdfunding.pledge.points')}
        <input
          type="number"
          inputMode="numeric"
          min={reward?.points ?? 1}
          step={1}
          required
          value={points}
          onChange={(event) => setPoints(event.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('clubEvents.crowdfunding.pledge.submitting') : t('clubEvents.crowdfunding.pledge.submit')}
      </button>
      <p role={notice && !notice.ok ? 'alert' : 'status'} className="pledge-form__notice">
        {notice?.text}
      </p>
    </form>
  );
}
