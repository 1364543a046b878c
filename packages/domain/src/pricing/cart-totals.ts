import { applyBasisPoints } from '../money/apply-basis-points.ts';
import { money } from '../money/money.ts';

export interface TotalsLine {
  /** Unit price × quantity, VAT excluded, minor units. */
  amount: number;
  /** The line's share of the discount. */
  discount: number;
  vatRateBp: number;
}

export interface TotalsShipping {
  amount: number;
  vatRateBp: number;
}

export interface CartTotals {
  /** Per line, in input order: VAT on the discounted amount. */
  lineVat: number[];
  shippingVat: number;
  subTotal: number;
  discount: number;
  shipping: number;
  vat: number;
  /** subTotal − discount + shipping + VAT. */
  total: number;
}

/**
 * The sums of a cart. Prices are VAT-exclusive; each line's VAT is its rate applied to its amount
 * after discount (rounded half up per line, as the invoice lists it), shipping's likewise, and the
 * VAT total is the sum of those rounded figures so the summary adds up to the cent.
 */
export function computeCartTotals(
  lines: readonly TotalsLine[],
  shipping: TotalsShipping | null,
  currency: string,
): CartTotals {
  const vatOf = (amount: number, rateBp: number) => applyBasisPoints(money(amount, currency), rateBp).amount;
  const lineVat = lines.map((line) => vatOf(line.amount - line.discount, line.vatRateBp));
  const shippingVat = shipping ? vatOf(shipping.amount, shipping.vatRateBp) : 0;
  const subTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const shippingAmount = shipping?.amount ?? 0;
  const vat = lineVat.reduce((sum, value) => sum + value, 0) + shippingVat;
  return {
    lineVat,
    shippingVat,
    subTotal,
    discount,
    shipping: shippingAmount,
    vat,
    total: subTotal - discount + shippingAmount + vat,
  };
}
