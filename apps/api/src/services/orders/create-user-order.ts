import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Logger } from '../../logger.ts';
import type { OrderRecord, OrderRepository, UserAddressRow } from '../../repositories/order-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import {
  type CartSummaryDeps,
  type CartSummaryInput,
  computeCartSummary,
} from '../cart/compute-cart-summary.ts';
import { parseId } from '../ids/parse-ids.ts';
import { snapshotOfUserAddress } from './order-address-snapshot.ts';
import { requireSelections } from './order-selections.ts';
import { placeOrder } from './place-order.ts';
import { requirePriceCalculationCart } from './price-calculation-cart.ts';
import { releaseExpiredOrders } from './release-expired-orders.ts';
import { requireFewUnpaidOrders } from './unpaid-order-limit.ts';

export interface CreateUserOrderInput extends Omit<CartSummaryInput, 'buyer'> {
  isGift?: boolean | null | undefined;
  affiliateID?: string | null | undefined;
  billingAddressID: string | number;
  shippingAddressID?: string | number | null | undefined;
  licenseAddressID?: string | number | null | undefined;
  /** Save the cart as a price calculation (a quote to pay later) instead of an order to pay now. */
  priceCalculation?: boolean | null | undefined;
}

export interface CreateUserOrderDeps {
  orders: OrderRepository;
  logger?: Logger | undefined;
  users: UserRepository;
  summary: CartSummaryDeps;
}

const ADDRESS_NOT_FOUND = 'Please choose one of your addresses.';

/**
 * The address of the user's own book, or 223 on the field. Another user's address answers exactly
 * like an unknown id, so ids of other people's addresses cannot be probed.
 */
async function ownAddress(
  orders: OrderRepository,
  userId: number,
  field: string,
  id: string | number,
): Promise<UserAddressRow> {
  const addressId = parseId(id);
  const row = addressId === null ? null : await orders.findUserAddress(userId, addressId);
  if (!row) throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, { fields: { [field]: ADDRESS_NOT_FOUND } });
  return row;
}

function isGiven(id: string | number | null | undefined): id is string | number {
  return id !== null && id !== undefined && id !== '';
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
  const profile = await deps.users.findProfileById(viewer.id);
  if (!profile) throw new AppError(ERROR_CODE.TOKEN_INVALID);

  const billing = await ownAddress(deps.orders, viewer.id, 'billingAddressID', input.billingAddressID);
  const shipping = isGiven(input.shippingAddressID)
    ? await ownAddress(deps.orders, viewer.id, 'shippingAddressID', input.shippingAddressID)
    : null;
  const licensee = isGiven(input.licenseAddressID)
    ? await ownAddress(deps.orders, viewer.id, 'licenseAddressID', input.licenseAddressID)
    : null;

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
      buyer: {
        country: billing.countryCode,
        vatNumber: billing.vatNumber,
        deliveryCountry: shipping?.countryCode ?? billing.countryCode,
      },
    },
    { mode: 'strict' },
  );
  if (input.priceCalculation) requirePriceCalculationCart(summary);
  return placeOrder(
    summary,
    {
      userId: viewer.id,
      email: profile.email,
      invoiceAddress: snapshotOfUserAddress(billing, profile.email),
      shippingAddress: shipping ? snapshotOfUserAddress(shipping, null) : null,
      licenseAddress: licensee ? snapshotOfUserAddress(licensee, null) : null,
      invoiceLanguage: profile.invoiceLanguage,
    },
    {
      isGift: input.isGift ?? false,
      affiliateId: input.affiliateID ?? null,
      isPriceCalculation: input.priceCalculation ?? false,
    },
    { orders: deps.orders },
  );
}
