/** A cart line's price: the unit price times the quantity (minor units, before discount and VAT). */
export function linePrice(unit: number, quantity: number): number {
  return unit * quantity;
}

/** A cart line's old price: the old unit price times the quantity, or null without an old price. */
export function lineOldPrice(oldUnit: number | null, quantity: number): number | null {
  return oldUnit === null ? null : linePrice(oldUnit, quantity);
}
