import {
  MAX_REPORT_MONTHS,
  monthRangePeriod,
  monthsIn,
  quarterPeriod,
  type ReportPeriod,
} from '@foundry/domain/reports/report-period';
import { InputError } from '@foundry/errors';

/** A quarter typed by staff ('2026-Q3'), or the field error saying how to write one. */
export function quarterInput(quarter: string): ReportPeriod {
  const period = quarterPeriod(quarter);
  if (!period) throw new InputError({ quarter: 'Give a quarter as YYYY-Qn, such as 2026-Q3.' });
  return period;
}

/** A range of whole months ('2026-01' to '2026-12', both inclusive), at most MAX_REPORT_MONTHS long. */
export function monthRangeInput(from: string, to: string): ReportPeriod {
  const period = monthRangePeriod(from, to);
  if (!period) {
    const fromValid = monthRangePeriod(from, from) !== null;
    throw new InputError(
      fromValid
        ? { to: 'Give a month as YYYY-MM, not before the first month.' }
        : { from: 'Give a month as YYYY-MM.' },
    );
  }
  if (monthsIn(period) > MAX_REPORT_MONTHS) {
    throw new InputError({ to: `A report covers at most ${MAX_REPORT_MONTHS} months.` });
  }
  return period;
}
