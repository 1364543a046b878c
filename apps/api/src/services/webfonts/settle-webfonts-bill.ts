import { billOverdueBefore } from '@foundry/domain/webfonts/webfonts-monthly-bill';
import type { Logger } from '../../logger.ts';
import type { WebfontsBillingRepository } from '../../repositories/webfonts-billing-repository.ts';

/** What a payment needs of the web font billing: lifting a paid bill's pause. */
export type WebfontsBills = Pick<WebfontsBillingRepository, 'settlePaidBill'>;

/**
 * A PAID order that bills a project's month settles it: the project no longer points at it, and a
 * project paused for it (PAUSED_NOT_PAID) serves its kit again unless another bill is overdue.
 * Repeating it changes nothing; a failure is logged and never fails the payment (a replay retries).
 */
export async function settleWebfontsBill(
  orderId: number,
  deps: { webfontsBills: WebfontsBills; logger: Logger },
  now = new Date(),
): Promise<void> {
  try {
    const projectId = await deps.webfontsBills.settlePaidBill(orderId, billOverdueBefore(now));
    if (projectId !== null) deps.logger.info({ orderId, projectId }, 'web font bill paid');
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'a paid web font bill was not settled');
  }
}
