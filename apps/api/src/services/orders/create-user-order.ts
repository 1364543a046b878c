import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Logger } from '../../logger.ts';
import type { OrderRecord, OrderRepository } from '../../repositories/order-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import {
  type CartSummaryDeps,
  type CartSummaryInput,
  computeCartSummary,
} from '../cart/compute-cart-summary.ts';
import { requireSelections } from './order-selections.ts';
import {
  cartBuyerOf,
  type OwnOrderAddressIds,
  orderingUserOf,
  orderPartiesOf,
} from './own-order-addresses.ts';
import { placeOrder } from './place-order.ts';
import { requirePriceCalculationCart } from './price-calculation-cart.ts';
import { releaseExpiredOrders } from './release-expired-orders.ts';
import { requireFewUnpaidOrders } from './unpaid-order-limit.ts';

export interface CreateUserOrderInput extends Omit<CartSummaryInput, 'buyer'>, OwnOrderAddressIds {
  isGift?: boolean | null | undefined;
  affiliateID?: string | null | undefined;
  /** Save the cart as a price calculation (a quote to pay later) instead of an order to pay now. */
  priceCalculation?: boolean | null | undefined;
}

export interface CreateUserOrderDeps {
  orders: OrderRepository;
  logger?: Logger | undefined;
  users: UserRepository;
  summary: CartSummaryDeps;
}

/**
 * A signed-in user's order (createUserOrder): no session is code 1; the billing, shipping and licence
 * addresses come from the user's own book by id (223 on the field otherwise); the cart is priced
 * strictly and stored as createOrder stores it, owned by the user. With `priceCalculation` it is
 * saved as a price calculation (a quote held 30 days): only for carts without physical goods (200).
 */
export async function createUserOrder(
  input: CreateUserOrderInput,
  viewer: { id: number } | null,
  deps: CreateUserOrderDeps,
): Promise<OrderRecord> {
  if (!viewer) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  requireSelections(input);
  const user = await orderingUserOf(viewer.id, input, deps);

  await releaseExpiredOrders(deps);
  await requireFewUnpaidOrders(deps.orders, viewer.id);
  const summary = await computeCartSummary(
    deps.summary,
    {
      familyProductSelections: input.familyProductSelections,
      physicalProductSelections: input.physicalProductSelections,
      upgradeOwnerId: viewer.id,
      shippingID: input.shippingID,
      discountCode: input.discountCode,
      buyer: cartBuyerOf(user),
    },
    { mode: 'strict' },
  );
  if (input.priceCalculation) requirePriceCalculationCart(summary);
  return placeOrder(
    summary,
    orderPartiesOf(user),
    {
      isGift: input.isGift ?? false,
      affiliateId: input.affiliateID ?? null,
      isPriceCalculation: input.priceCalculation ?? false,
    },
    { orders: deps.orders },
  );
}
