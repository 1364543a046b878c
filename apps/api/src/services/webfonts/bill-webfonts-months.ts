import { computeCartTotals } from '@foundry/domain';
import {
  billOverdueBefore,
  monthlyBillOf,
  WEBFONTS_BILL_PAYMENT_DAYS,
} from '@foundry/domain/webfonts/webfonts-monthly-bill';
import { firstDayOfMonth, monthOf } from '@foundry/domain/webfonts/webfonts-months';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.ts';
import type { VatChecker } from '../../integrations/vat/vat-checker.ts';
import type { Logger } from '../../logger.ts';
import type { CountryVatRepository } from '../../repositories/country-vat-repository.ts';
import type { NewOrder, NewOrderItem } from '../../repositories/order-repository.ts';
import type {
  BilledMonth,
  MonthBillFacts,
  WebfontsBillingRepository,
} from '../../repositories/webfonts-billing-repository.ts';
import { generateOrderHash } from '../orders/new-order-of.ts';
import { snapshotOfUserAddress } from '../orders/order-address-snapshot.ts';
import { paymentUrlOf } from '../orders/order-urls.ts';
import { webfontsBillMail } from './webfonts-bill-mail.ts';
import { type WebfontsBillVat, webfontsBillVatOf } from './webfonts-bill-vat.ts';
import { webfontsPausedMail } from './webfonts-paused-mail.ts';

export interface WebfontsBillingDeps {
  billing: Pick<WebfontsBillingRepository, 'unbilledMonthsBefore' | 'billMonth' | 'pauseOverdue'>;
  /** The bills' VAT: the countries' rates, and the register confirming a buyer's VAT number. */
  countryVat: Pick<CountryVatRepository, 'findByCodes'>;
  vatChecker: VatChecker;
  mailer: Mailer;
  logger: Logger;
  urls: { publicUrl: string; apiUrl: string };
}

export interface WebfontsBillingRun {
  /** Project months marked billed by this run (free ones included). */
  billedMonths: number;
  /** The WEBFONT_SERVICE orders this run made. */
  orderIds: number[];
  /** Projects this run paused for an unpaid bill. */
  pausedProjectIds: number[];
}

/**
 * The WEBFONT_SERVICE order of a month (null when the month costs nothing), its lines and totals
 * with the VAT of the buyer's country and VAT number, as any order's.
 */
function billOrderOf(
  facts: MonthBillFacts,
  month: string,
  vat: WebfontsBillVat,
): { order: NewOrder; items: NewOrderItem[] } | null {
  const bill = monthlyBillOf(facts.projectTitle, month, facts.pageViews);
  if (!bill) return null;
  const totals = computeCartTotals(
    bill.lines.map((line) => ({
      amount: line.unitPrice * line.quantity,
      discount: 0,
      vatRateBp: vat.rateBp,
    })),
    null,
    facts.currency,
  );
  return {
    order: {
      hash: generateOrderHash(),
      userId: facts.userId,
      email: facts.email,
      status: 'NEW',
      type: 'WEBFONT_SERVICE',
      currency: facts.currency,
      subTotalAmount: totals.subTotal,
      vatAmount: totals.vat,
      totalAmount: totals.total,
      invoiceAddress: facts.defaultAddress ? snapshotOfUserAddress(facts.defaultAddress, facts.email) : null,
      vatNumber: vat.confirmedVatNumber ?? facts.defaultAddress?.vatNumber ?? null,
      invoiceLanguage: facts.invoiceLanguage,
    },
    items: bill.lines.map((line, index) => ({
      kind: line.kind,
      quantity: line.quantity,
      title: line.title,
      unitPriceAmount: line.unitPrice,
      vatRateBp: vat.rateBp,
      vatAmount: totals.lineVat[index] ?? 0,
      discountAmount: 0,
    })),
  };
}

/** The owner and the billing addresses, each once whatever the case. */
function recipientsOf(owner: string, billingEmails: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const email of [owner, ...billingEmails])
    if (!seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
}

/** Sends each mail; one that fails is logged and never undoes the billing (which is committed). */
async function sendAll(
  messages: readonly MailMessage[],
  deps: WebfontsBillingDeps,
  context: object,
): Promise<void> {
  for (const message of messages) {
    await deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: error, ...context }, 'web font billing mail not sent');
    });
  }
}

async function mailBill(billed: BilledMonth, month: string, deps: WebfontsBillingDeps): Promise<void> {
  const { order, facts } = billed;
  if (!order) return;
  const paymentUrl = paymentUrlOf({ id: order.id, hash: order.hash, status: 'NEW' }, deps.urls) ?? '';
  const messages = recipientsOf(facts.email, billed.billingEmails).map((to) =>
    webfontsBillMail({
      to,
      projectTitle: facts.projectTitle,
      month,
      pageViews: facts.pageViews,
      total: { amount: order.totalAmount, currency: order.currency },
      paymentUrl,
      payWithinDays: WEBFONTS_BILL_PAYMENT_DAYS,
    }),
  );
  await sendAll(messages, deps, { orderId: order.id, projectId: facts.projectId });
}

/**
 * The monthly billing run (a scheduled job; docs/webfonts.md, "Monthly billing"): every finished
 * month of a hosted project not billed yet is marked billed, with a WEBFONT_SERVICE order when it
 * cost something (its bill mailed to the owner and the billing addresses); then projects whose bill
 * is unpaid WEBFONTS_BILL_PAYMENT_DAYS after it was made are paused (PAUSED_NOT_PAID), which stops
 * their kit, and told so. A month another run billed meanwhile is skipped.
 */
export async function billWebfontsMonths(
  deps: WebfontsBillingDeps,
  now: Date = new Date(),
): Promise<WebfontsBillingRun> {
  const run: WebfontsBillingRun = { billedMonths: 0, orderIds: [], pausedProjectIds: [] };
  const unbilled = await deps.billing.unbilledMonthsBefore(firstDayOfMonth(monthOf(now)));
  for (const { projectId, month: monthDay, buyer } of unbilled) {
    const month = monthDay.slice(0, 7);
    // Decided before the month's transaction: the VAT register may take its time to answer.
    const vat = await webfontsBillVatOf(buyer, deps);
    const billed = await deps.billing.billMonth(projectId, monthDay, (facts) =>
      billOrderOf(facts, month, vat),
    );
    if (!billed) continue;
    run.billedMonths += 1;
    if (billed.order) {
      run.orderIds.push(billed.order.id);
      deps.logger.info({ projectId, month, orderId: billed.order.id }, 'web font project month billed');
      await mailBill(billed, month, deps);
    }
  }
  for (const paused of await deps.billing.pauseOverdue(billOverdueBefore(now))) {
    run.pausedProjectIds.push(paused.projectId);
    deps.logger.info(
      { projectId: paused.projectId, orderId: paused.unpaidOrder.id },
      'web font project paused: bill unpaid',
    );
    const paymentUrl = paymentUrlOf(paused.unpaidOrder, deps.urls);
    const messages = recipientsOf(paused.email, paused.billingEmails).map((to) =>
      webfontsPausedMail({ to, projectTitle: paused.title, paymentUrl }),
    );
    await sendAll(messages, deps, { projectId: paused.projectId });
  }
  return run;
}
