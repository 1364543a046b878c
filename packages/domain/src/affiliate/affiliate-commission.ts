import { applyBasisPoints } from '../money/apply-basis-points.ts';
import { type Money, money } from '../money/money.ts';

/** What of an order its commission is worked out from (the order's own stored amounts). */
export interface CommissionableOrder {
  /** The lines before discount, VAT excluded (orders.sub_total_amount). */
  subTotal: Money;
  /** The discount taken off the lines (codes never discount shipping). */
  discount: Money;
}

/**
 * The net the commission is a share of: the fonts and products after discount, without VAT and
 * without shipping (the shop earns nothing on those, so neither does the affiliate). Never negative.
 */
export function affiliateCommissionBasis(order: CommissionableOrder): Money {
  const net = order.subTotal.amount - order.discount.amount;
  return money(Math.max(0, net), order.subTotal.currency);
}

/**
 * The affiliate's commission of a paid order: `commissionBp` basis points (1000 bp = 10 %) of the
 * basis, in whole minor units by the shop's one rounding rule (applyBasisPoints: half a cent up).
 */
export function affiliateCommission(order: CommissionableOrder, commissionBp: number): Money {
  if (!Number.isSafeInteger(commissionBp) || commissionBp < 0 || commissionBp > 10_000) {
    throw new RangeError(`Commission must be 0–10000 basis points, got ${commissionBp}`);
  }
  return applyBasisPoints(affiliateCommissionBasis(order), commissionBp);
}

/** The programme statuses: only an ACTIVE programme earns; PENDING waits for approval, BLOCKED is off. */
export const AFFILIATE_PROGRAM_STATUSES = ['PENDING', 'ACTIVE', 'BLOCKED'] as const;
export type AffiliateProgramStatus = (typeof AFFILIATE_PROGRAM_STATUSES)[number];

/**
 * Whether an order earns its programme a commission: the programme is ACTIVE and the buyer is not the
 * affiliate (a guest order has no buyer account and earns; an affiliate cannot pay themselves).
 */
export function earnsAffiliateCommission(
  program: { status: string; userId: number },
  buyerUserId: number | null,
): boolean {
  return program.status === 'ACTIVE' && program.userId !== buyerUserId;
}
