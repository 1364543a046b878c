import {
  AFFILIATE_PAYOUT_CURRENCY,
  MAX_AFFILIATE_INVOICE_LIMIT,
  MIN_AFFILIATE_INVOICE_LIMIT,
  type Money,
  money,
  unpaidAffiliateAmount,
} from '@foundry/domain';
import type { AffiliateRepository } from '../../repositories/affiliate-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAffiliate } from './affiliate-account.ts';
import { type AffiliateProgramView, programViewOf } from './read-affiliate-codes.ts';

/** How many of the newest attributed orders the programme page lists. */
export const AFFILIATE_RECENT_ORDERS = 20;

export interface AffiliateOrderView {
  id: number;
  date: Date;
  totalNet: Money;
  commission: Money;
  programCode: string;
}

/** The singleton AffiliateProgrammeInfo. */
export interface AffiliateProgrammeView {
  programs: AffiliateProgramView[];
  invoiceLimit: Money;
  minInvoiceLimit: Money;
  maxInvoiceLimit: Money;
  unpaidAmount: Money;
  orders: AffiliateOrderView[];
}

/** The signed-in affiliate's programmes, invoice limit, what the shop owes and the latest orders. */
export async function readAffiliateProgramme(deps: {
  affiliates: AffiliateRepository;
  viewer: SessionUser | null;
  publicUrl: string;
}): Promise<AffiliateProgrammeView> {
  const { userId, invoiceLimit } = await requireAffiliate(deps.viewer, deps.affiliates);
  const [programs, unpaid, orders] = await Promise.all([
    deps.affiliates.programs(userId),
    deps.affiliates.unpaidCommissions(userId),
    deps.affiliates.recentOrders(userId, AFFILIATE_RECENT_ORDERS),
  ]);
  const currency = AFFILIATE_PAYOUT_CURRENCY;
  return {
    programs: programs.map((row) => programViewOf(row, deps.publicUrl)),
    invoiceLimit: money(invoiceLimit, currency),
    minInvoiceLimit: money(MIN_AFFILIATE_INVOICE_LIMIT, currency),
    maxInvoiceLimit: money(MAX_AFFILIATE_INVOICE_LIMIT, currency),
    unpaidAmount: unpaidAffiliateAmount(unpaid, currency),
    orders: orders.map((row) => ({
      id: row.orderId,
      date: row.paidAt,
      totalNet: money(row.netAmount, row.currency),
      commission: money(row.commissionAmount, row.currency),
      programCode: row.programCode,
    })),
  };
}
