/** VAT rates travel as basis points; the API shows them as a percentage (2100 → 21, 550 → 5.5). */
export function percentageOf(rateBp: number): number {
  return rateBp / 100;
}
