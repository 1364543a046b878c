import type { Logger } from '../../logger.ts';
import type { ClubRepository } from '../../repositories/club-repository.ts';

/** The ledger moves an order's payment makes (ClubRepository), as the payment use-cases need them. */
export type OrderClubPoints = Pick<
  ClubRepository,
  'creditPaidOrder' | 'takeBackRefundedOrder' | 'creditReferral' | 'takeBackReferral'
>;

/**
 * Credits a PAID order's club points to its buyer (a member, or the buyer of a points order), once:
 * the repository checks under a lock that no credit names the order, so a replayed redirect or a
 * redelivered webhook adds nothing. A failure is logged for a person and never fails the payment,
 * which has already happened; the next replay of the result retries the credit. The buyer's
 * referrer is credited too when this is the buyer's first paid order (creditReferral, once).
 */
export async function creditOrderClubPoints(
  orderId: number,
  deps: { clubPoints: OrderClubPoints; logger: Logger },
  now = new Date(),
): Promise<void> {
  try {
    const points = await deps.clubPoints.creditPaidOrder(orderId, now);
    if (points > 0) deps.logger.info({ orderId, points }, 'club points credited for a paid order');
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'club points of a paid order were not credited');
  }
  try {
    const points = await deps.clubPoints.creditReferral(orderId, now);
    if (points > 0) deps.logger.info({ orderId, points }, 'referral points credited for a paid order');
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'referral points of a paid order were not credited');
  }
}

/** Takes back what a refunded order credited, its referral credit included, once each. */
export async function takeBackOrderClubPoints(
  orderId: number,
  deps: { clubPoints: OrderClubPoints; logger: Logger },
  now = new Date(),
): Promise<void> {
  try {
    const points = await deps.clubPoints.takeBackRefundedOrder(orderId, now);
    if (points > 0) deps.logger.info({ orderId, points }, 'club points taken back for a refunded order');
    const referral = await deps.clubPoints.takeBackReferral(orderId, now);
    if (referral > 0) deps.logger.info({ orderId, points: referral }, 'referral points taken back');
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'club points of a refunded order were not taken back');
  }
}
