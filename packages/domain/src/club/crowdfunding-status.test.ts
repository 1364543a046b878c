import { describe, expect, it } from 'vitest';
import {
  crowdfundingCanBeFunded,
  crowdfundingClosesAt,
  crowdfundingStatusAfterPledge,
  crowdfundingStatusAt,
} from './crowdfunding-status.ts';

const running = { status: 'Running' as const, deadline: '2026-12-31' };

describe('crowdfunding status', () => {
  it('takes pledges through the whole deadline day (UTC), not after', () => {
    expect(crowdfundingClosesAt('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(crowdfundingCanBeFunded(running, new Date('2026-12-31T23:59:59Z'))).toBe(true);
    expect(crowdfundingCanBeFunded(running, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('reads a Running project past its deadline as Finished; Funded and Finished never take pledges', () => {
    expect(crowdfundingStatusAt(running, new Date('2027-02-01T00:00:00Z'))).toBe('Finished');
    expect(crowdfundingStatusAt(running, new Date('2026-06-01T00:00:00Z'))).toBe('Running');
    const before = new Date('2026-06-01T00:00:00Z');
    expect(crowdfundingCanBeFunded({ ...running, status: 'Funded' }, before)).toBe(false);
    expect(crowdfundingCanBeFunded({ ...running, status: 'Finished' }, before)).toBe(false);
    expect(crowdfundingStatusAt({ ...running, status: 'Funded' }, new Date('2030-01-01'))).toBe('Funded');
  });

  it('becomes Funded when the pledges reach the goal', () => {
    expect(crowdfundingStatusAfterPledge('Running', 3999, 4000)).toBe('Running');
    expect(crowdfundingStatusAfterPledge('Running', 4000, 4000)).toBe('Funded');
    expect(crowdfundingStatusAfterPledge('Running', 4500, 4000)).toBe('Funded');
    expect(crowdfundingStatusAfterPledge('Finished', 4500, 4000)).toBe('Finished');
  });
});
