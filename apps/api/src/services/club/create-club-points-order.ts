import { clubPointsPrice, MAX_CLUB_POINTS_PER_ORDER } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Logger } from '../../logger.ts';
import { CLUB_POINTS_ORDER_ITEM_KIND, type ClubRepository } from '../../repositories/club-repository.ts';
import type { OrderRecord, OrderRepository } from '../../repositories/order-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { parseId } from '../ids/parse-ids.ts';
import { generateOrderHash } from '../orders/new-order-of.ts';
import { snapshotOfUserAddress } from '../orders/order-address-snapshot.ts';
import { releaseExpiredOrders } from '../orders/release-expired-orders.ts';
import { requireFewUnpaidOrders } from '../orders/unpaid-order-limit.ts';
import { requireClubMember } from './require-club-member.ts';

export interface CreateClubPointsOrderDeps {
  club: Pick<ClubRepository, 'memberFlags'>;
  orders: OrderRepository;
  users: Pick<UserRepository, 'findProfileById'>;
  logger?: Logger | undefined;
}

const ADDRESS_NOT_FOUND = 'Please choose one of your addresses.';
const TOO_MANY = `At most ${MAX_CLUB_POINTS_PER_ORDER.toLocaleString('en-GB')} points can be bought in one order.`;

/**
 * createClubPointsOrder: the signed-in member (1 / 103) orders `points` at clubPointsPrice, billed to
 * one of their own addresses (223 on billingAddressID otherwise). The answer is an ordinary NEW order
 * with one GENERIC_PRODUCT line and orders.club_points = points: the member pays it on the pay page
 * like any order, and the points are credited when it becomes PAID (creditOrderClubPoints).
 * 403 for points not above zero, 200 for more than MAX_CLUB_POINTS_PER_ORDER.
 */
export async function createClubPointsOrder(
  input: { points: number; billingAddressID: string | number },
  viewer: SessionUser | null,
  deps: CreateClubPointsOrderDeps,
): Promise<OrderRecord> {
  const member = await requireClubMember(viewer, deps.club);
  if (!Number.isInteger(input.points) || input.points <= 0)
    throw new AppError(ERROR_CODE.POINTS_MUST_BE_POSITIVE);
  const price = clubPointsPrice(input.points);
  if (!price)
    throw new AppError(ERROR_CODE.ORDER_INVALID, { message: TOO_MANY, fields: { points: TOO_MANY } });
  const addressId = parseId(input.billingAddressID);
  const billing = addressId === null ? null : await deps.orders.findUserAddress(member.id, addressId);
  if (!billing)
    throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, { fields: { billingAddressID: ADDRESS_NOT_FOUND } });
  const profile = await deps.users.findProfileById(member.id);
  if (!profile) throw new AppError(ERROR_CODE.TOKEN_INVALID);

  await releaseExpiredOrders(deps);
  await requireFewUnpaidOrders(deps.orders, member.id);
  const title = `${input.points.toLocaleString('en-GB')} club points`;
  const result = await deps.orders.placeOrder({
    order: {
      hash: generateOrderHash(),
      userId: member.id,
      email: profile.email,
      status: 'NEW',
      type: 'PRODUCT',
      currency: price.currency,
      subTotalAmount: price.amount,
      totalAmount: price.amount,
      clubPoints: input.points,
      invoiceAddress: snapshotOfUserAddress(billing, profile.email),
      invoiceLanguage: profile.invoiceLanguage,
    },
    items: [
      {
        kind: CLUB_POINTS_ORDER_ITEM_KIND,
        quantity: 1,
        title,
        unitPriceAmount: price.amount,
        vatRateBp: 0,
        vatAmount: 0,
        discountAmount: 0,
      },
    ],
    stock: [],
    discountCode: null,
  });
  if (!result.ok) throw new Error('a club points order takes no stock and no code, yet it was refused');
  return result.order;
}
