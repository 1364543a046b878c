import { AppError, ERROR_CODE } from '@foundry/errors';
import type { OrderRepository, UserAddressRow } from '../../repositories/order-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import type { CartBuyer } from '../cart/cart-buyer.ts';
import { parseId } from '../ids/parse-ids.ts';
import type { OrderParties } from './new-order-of.ts';
import { snapshotOfUserAddress } from './order-address-snapshot.ts';

/** The ids of addresses of the user's own book an order names. */
export interface OwnOrderAddressIds {
  billingAddressID: string | number;
  shippingAddressID?: string | number | null | undefined;
  licenseAddressID?: string | number | null | undefined;
}

/** A signed-in buyer with the addresses the order names. */
export interface OrderingUser {
  userId: number;
  email: string;
  invoiceLanguage: string;
  billing: UserAddressRow;
  shipping: UserAddressRow | null;
  licensee: UserAddressRow | null;
}

const ADDRESS_NOT_FOUND = 'Please choose one of your addresses.';

function isGiven(id: string | number | null | undefined): id is string | number {
  return id !== null && id !== undefined && id !== '';
}

/**
 * The address of the user's own book, or 223 on the field. Another user's address answers exactly
 * like an unknown id, so ids of other people's addresses cannot be probed.
 */
async function ownAddress(
  orders: Pick<OrderRepository, 'findUserAddress'>,
  userId: number,
  field: string,
  id: string | number,
): Promise<UserAddressRow> {
  const addressId = parseId(id);
  const row = addressId === null ? null : await orders.findUserAddress(userId, addressId);
  if (!row) throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, { fields: { [field]: ADDRESS_NOT_FOUND } });
  return row;
}

/**
 * The signed-in user's profile (code 1 when the account is gone) and the billing, shipping and
 * licence addresses the order names from their own book (223 on the field otherwise).
 */
export async function orderingUserOf(
  userId: number,
  ids: OwnOrderAddressIds,
  deps: { orders: Pick<OrderRepository, 'findUserAddress'>; users: Pick<UserRepository, 'findProfileById'> },
): Promise<OrderingUser> {
  const profile = await deps.users.findProfileById(userId);
  if (!profile) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const billing = await ownAddress(deps.orders, userId, 'billingAddressID', ids.billingAddressID);
  const shipping = isGiven(ids.shippingAddressID)
    ? await ownAddress(deps.orders, userId, 'shippingAddressID', ids.shippingAddressID)
    : null;
  const licensee = isGiven(ids.licenseAddressID)
    ? await ownAddress(deps.orders, userId, 'licenseAddressID', ids.licenseAddressID)
    : null;
  return {
    userId,
    email: profile.email,
    invoiceLanguage: profile.invoiceLanguage,
    billing,
    shipping,
    licensee,
  };
}

/** The buyer the cart is priced for: VAT from the billing address, goods to the shipping one. */
export function cartBuyerOf(user: OrderingUser): CartBuyer {
  return {
    country: user.billing.countryCode,
    vatNumber: user.billing.vatNumber,
    deliveryCountry: user.shipping?.countryCode ?? user.billing.countryCode,
  };
}

/** Who ordered and where things go, as copies of the user's addresses. */
export function orderPartiesOf(user: OrderingUser): OrderParties {
  return {
    userId: user.userId,
    email: user.email,
    invoiceAddress: snapshotOfUserAddress(user.billing, user.email),
    shippingAddress: user.shipping ? snapshotOfUserAddress(user.shipping, null) : null,
    licenseAddress: user.licensee ? snapshotOfUserAddress(user.licensee, null) : null,
    invoiceLanguage: user.invoiceLanguage,
  };
}
