import { type Money, money } from './money.ts';

const BASIS_POINTS_PER_UNIT = 10_000;

/**
 * `money × basisPoints / 10 000`, e.g. 2100 bp = 21 % VAT, 1500 bp = a factor of 0.15.
 *
 * This is THE rounding rule of the shop: exact integer arithmetic, then round half up on the minor
 * unit, symmetrically for negative amounts (half away from zero), so a refund mirrors its charge.
 * 0.5 cent becomes 1 cent; 0.49 cent becomes 0.
 */
export function applyBasisPoints(value: Money, basisPoints: number): Money {
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Basis points must be a whole number, got ${basisPoints}`);
  }
  const product = value.amount * basisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError('Amount too large to scale exactly');
  return money(divideRoundingHalfAwayFromZero(product, BASIS_POINTS_PER_UNIT), value.currency);
}

function divideRoundingHalfAwayFromZero(dividend: number, divisor: number): number {
  const quotient = Math.trunc(dividend / divisor);
  const remainder = dividend - quotient * divisor;
  if (Math.abs(remainder) * 2 >= divisor) return quotient + Math.sign(dividend);
  // `|| 0` turns -0 into 0 so equal amounts compare equal everywhere.
  return quotient || 0;
}
