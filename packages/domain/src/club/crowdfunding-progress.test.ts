import { describe, expect, it } from 'vitest';
import { crowdfundingGoalPercent, crowdfundingGoalProgress } from './crowdfunding-progress.ts';

describe('crowdfundingGoalProgress', () => {
  it('is the fraction of the goal pledged, from 0 to 1', () => {
    expect(crowdfundingGoalProgress(0, 4000)).toBe(0);
    expect(crowdfundingGoalProgress(1000, 4000)).toBe(0.25);
    expect(crowdfundingGoalProgress(1, 3)).toBe(0.3333);
    expect(crowdfundingGoalProgress(4000, 4000)).toBe(1);
  });

  it('stays at 1 past the goal and counts a goal of 0 as reached', () => {
    expect(crowdfundingGoalProgress(6000, 4000)).toBe(1);
    expect(crowdfundingGoalProgress(0, 0)).toBe(1);
  });

  it('is 1 for a Funded project, whatever pledges were recorded', () => {
    expect(crowdfundingGoalProgress(0, 4000, 'Funded')).toBe(1);
    expect(crowdfundingGoalProgress(1000, 4000, 'Finished')).toBe(0.25);
  });
});

describe('crowdfundingGoalPercent', () => {
  it('rounds down so 100 % means the goal is reached', () => {
    expect(crowdfundingGoalPercent(3999, 4000)).toBe(99);
    expect(crowdfundingGoalPercent(4000, 4000)).toBe(100);
    expect(crowdfundingGoalPercent(1234, 4000)).toBe(30);
    expect(crowdfundingGoalPercent(0, 4000)).toBe(0);
    expect(crowdfundingGoalPercent(0, 4000, 'Funded')).toBe(100);
  });
});
