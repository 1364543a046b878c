import { describe, expect, it } from 'vitest';
import { crowdfundingPledgeRefusal } from './crowdfunding-pledge.ts';

const project = { status: 'Running' as const, deadline: '2026-12-31' };
const now = new Date('2026-06-01T12:00:00Z');

describe('crowdfundingPledgeRefusal', () => {
  it('lets a whole positive pledge that covers the reward go ahead', () => {
    expect(crowdfundingPledgeRefusal(project, { points: 50, reward: null }, now)).toBeNull();
    expect(crowdfundingPledgeRefusal(project, { points: 200, reward: { points: 200 } }, now)).toBeNull();
  });

  it('refuses 401 when the project cannot be funded, before looking at the points', () => {
    const late = new Date('2027-01-02T00:00:00Z');
    expect(crowdfundingPledgeRefusal(project, { points: 50, reward: null }, late)).toEqual({ code: 401 });
    expect(
      crowdfundingPledgeRefusal({ ...project, status: 'Funded' }, { points: 0, reward: null }, now),
    ).toEqual({ code: 401 });
  });

  it('refuses 403 for zero, negative or fractional points', () => {
    for (const points of [0, -10, 2.5]) {
      expect(crowdfundingPledgeRefusal(project, { points, reward: null }, now)).toEqual({
        code: 403,
        rewardMinimum: null,
      });
    }
  });

  it("refuses 403 with the reward's minimum when the pledge does not cover the chosen reward", () => {
    expect(crowdfundingPledgeRefusal(project, { points: 199, reward: { points: 200 } }, now)).toEqual({
      code: 403,
      rewardMinimum: 200,
    });
  });
});
