/**
 * Splits a whole amount (minor units) over parts in proportion to their weights so the parts add up
 * to exactly the amount: each part gets its share rounded down, and the units left over go one each
 * to the parts with the largest remainders (the first of equals). Used when one priced cart line
 * (e.g. several styles of a font selection) becomes several order items: their discounts and VAT
 * must still add up to the line's. Without any weight, the first part takes it all.
 */
export function splitAmount(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`splitAmount needs whole minor units, got ${amount}`);
  if (weights.length === 0) return [];
  if (weights.some((weight) => !Number.isFinite(weight) || weight < 0)) {
    throw new RangeError('splitAmount needs weights of zero or more');
  }
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const exact = weights.map((weight) => (whole * weight) / totalWeight);
  const parts = exact.map(Math.floor);
  let left = whole - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => sign * part + 0);
}
