/** Minor units of the discounted font subtotal that earn one club point (100 = one euro). */
export const MINOR_UNITS_PER_CLUB_POINT = 100;

/**
 * Club points an order earns: one point per whole currency unit (e.g. per whole euro) of what the
 * buyer pays for fonts after discount, VAT and shipping excluded. Physical goods earn none.
 */
export function clubPointsFor(
  lines: readonly { amount: number; discount: number; isFont: boolean }[],
): number {
  const fontsPaid = lines
    .filter((line) => line.isFont)
    .reduce((sum, line) => sum + Math.max(0, line.amount - line.discount), 0);
  return Math.floor(fontsPaid / MINOR_UNITS_PER_CLUB_POINT);
}
