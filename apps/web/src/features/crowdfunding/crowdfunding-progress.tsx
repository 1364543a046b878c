'use client';

import { crowdfundingGoalPercent } from '@foundry/domain/club/crowdfunding-progress';
import { CLUB_EVENTS_TEXTS } from '../../lib/i18n/areas/club-events.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import type { FundingStatus } from './crowdfunding-project.ts';

const points = (value: number) => value.toLocaleString('en-GB');

/**
 * How far a project is towards its goal: a progress bar screen readers announce with its value in
 * points and per cent, and the same words on screen.
 */
export function CrowdfundingProgress({
  title,
  fundedPoints,
  goal,
  goalProgress,
  status,
}: {
  title: string;
  fundedPoints: number;
  goal: number;
  goalProgress: number;
  status: FundingStatus;
}) {
  const { t } = useTexts(CLUB_EVENTS_TEXTS);
  const percent = crowdfundingGoalPercent(fundedPoints, goal, status);
  const text = t('clubEvents.crowdfunding.progressText', {
    funded: points(fundedPoints),
    goal: points(goal),
    percent,
  });
  return (
    <div className="crowdfunding-progress">
      <div
        className="crowdfunding-progress__track"
        role="progressbar"
        aria-label={t('clubEvents.crowdfunding.progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div
          className="crowdfunding-progress__bar"
          style={{ width: `${Math.min(1, goalProgress) * 100}%` }}
        />
      </div>
      <p className="crowdfunding-progress__text" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
