/** The funding status of a crowdfunding project, in the order of the database enum. */
export const FUNDING_STATUSES = ['Finished', 'Funded', 'Running'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export interface CrowdfundingSchedule {
  status: FundingStatus;
  /** The last day pledges are taken, as YYYY-MM-DD (UTC): pledges are open through that whole day. */
  deadline: string;
}

/** The first moment after the deadline day (UTC). */
export function crowdfundingClosesAt(deadline: string): Date {
  const day = new Date(`${deadline}T00:00:00.000Z`);
  return new Date(day.getTime() + 24 * 60 * 60 * 1000);
}

/**
 * The status a member sees at `now`: Funded and Finished are final; a Running project whose deadline
 * day is over without reaching its goal reads as Finished (it is not stored, so nothing has to run at
 * midnight).
 */
export function crowdfundingStatusAt(project: CrowdfundingSchedule, now: Date): FundingStatus {
  if (project.status !== 'Running') return project.status;
  return now >= crowdfundingClosesAt(project.deadline) ? 'Finished' : 'Running';
}

/** Pledges are taken while the project is Running and its deadline day is not over (else error 401). */
export function crowdfundingCanBeFunded(project: CrowdfundingSchedule, now: Date): boolean {
  return crowdfundingStatusAt(project, now) === 'Running';
}

/** The stored status after pledges totalling `fundedPoints`: Funded once the goal is reached. */
export function crowdfundingStatusAfterPledge(
  current: FundingStatus,
  fundedPoints: number,
  goalPoints: number,
): FundingStatus {
  return current === 'Running' && fundedPoints >= goalPoints ? 'Funded' : current;
}
