import { applyBasisPoints } from '../money/apply-basis-points.ts';
import { money } from '../money/money.ts';
import type { DiscountCodeFacts } from './discount-code.ts';

/** A cart line as the discount sees it: its amount before discount (unit price × quantity). */
export interface DiscountableLine {
  amount: number;
  isFont: boolean;
}

/**
 * The discount of each line, in the order given (minor units, never more than the line).
 *
 * Fonts-only codes touch only font lines; other codes every line. Shipping is never discounted.
 * A percentage comes off each eligible line (rounded half up per line). A fixed amount, capped at the
 * eligible total, is spread in proportion to the lines' amounts, rounded down, and the cents the
 * rounding left over go to the largest eligible line (the first of equals).
 */
export function allocateDiscount(
  discount: Pick<DiscountCodeFacts, 'percentBp' | 'amount' | 'fontsOnly' | 'currency'> | null,
  lines: readonly DiscountableLine[],
): number[] {
  const result = lines.map(() => 0);
  if (discount === null) return result;
  const eligible = lines
    .map((line, index) => ({ ...line, index }))
    .filter((line) => (!discount.fontsOnly || line.isFont) && line.amount > 0);
  if (eligible.length === 0) return result;

  if (discount.percentBp !== null) {
    for (const line of eligible) {
      result[line.index] = Math.min(
        line.amount,
        applyBasisPoints(money(line.amount, discount.currency), discount.percentBp).amount,
      );
    }
    return result;
  }

  const eligibleTotal = eligible.reduce((sum, line) => sum + line.amount, 0);
  const total = Math.min(discount.amount ?? 0, eligibleTotal);
  if (total <= 0) return result;
  let allocated = 0;
  for (const line of eligible) {
    const share = Math.floor((total * line.amount) / eligibleTotal);
    result[line.index] = share;
    allocated += share;
  }
  let largest = eligible[0] as (typeof eligible)[number];
  for (const line of eligible) if (line.amount > largest.amount) largest = line;
  result[largest.index] = (result[largest.index] ?? 0) + total - allocated;
  return result;
}
