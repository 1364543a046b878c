import {
  AFFILIATE_PAYOUT_CURRENCY,
  type AffiliateMonthStats,
  affiliateMonthlyStats,
  MAX_AFFILIATE_STATS_MONTHS,
  statsRange,
  statsRangeProblem,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { AffiliateRepository } from '../../repositories/affiliate-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAffiliate } from './affiliate-account.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Months shown when no range is given: this one and the eleven before it. */
const DEFAULT_MONTHS = 12;

function dayOf(value: string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new AppError(ERROR_CODE.USER_INVALID, { fields: { [field]: 'Use a date as YYYY-MM-DD.' } });
  }
  return date;
}

/**
 * The signed-in affiliate's figures per month from dateFrom's month to dateTo's (YYYY-MM-DD, UTC;
 * by default the last twelve months): visits, paid orders and commission, one row per month.
 * Code 103 with fields.dateFrom/dateTo for unreadable dates, a reversed range or one over
 * MAX_AFFILIATE_STATS_MONTHS months.
 */
export async function readAffiliateStats(
  input: { dateFrom?: string | null; dateTo?: string | null },
  deps: { affiliates: AffiliateRepository; viewer: SessionUser | null; now?: Date },
): Promise<AffiliateMonthStats[]> {
  const { userId } = await requireAffiliate(deps.viewer, deps.affiliates);
  const now = deps.now ?? new Date();
  const to = dayOf(input.dateTo, 'dateTo') ?? now;
  const from =
    dayOf(input.dateFrom, 'dateFrom') ??
    new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - (DEFAULT_MONTHS - 1), 1));
  const problem = statsRangeProblem(from, to);
  if (problem) {
    const message =
      problem === 'too_long'
        ? `Choose at most ${MAX_AFFILIATE_STATS_MONTHS} months.`
        : 'The start date must not be after the end date.';
    throw new AppError(ERROR_CODE.USER_INVALID, { fields: { dateFrom: message } });
  }
  const { start, end } = statsRange(from, to);
  const [visits, commissions] = await Promise.all([
    deps.affiliates.visitsBetween(userId, start, end),
    deps.affiliates.commissionsBetween(userId, start, end, AFFILIATE_PAYOUT_CURRENCY),
  ]);
  return affiliateMonthlyStats({ from, to }, visits, commissions, AFFILIATE_PAYOUT_CURRENCY);
}
