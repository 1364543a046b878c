import { type OrderAddressFields, type OrderUserFields, orderUserFieldErrors } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Logger } from '../../logger.ts';
import type { OrderRecord, OrderRepository } from '../../repositories/order-repository.ts';
import {
  type CartSummaryDeps,
  type CartSummaryInput,
  computeCartSummary,
} from '../cart/compute-cart-summary.ts';
import { requireNoUpgrades } from '../upgrades/price-upgrade-line.ts';
import { normalizeAddressFields, snapshotOfFields } from './order-address-snapshot.ts';
import { requireSelections } from './order-selections.ts';
import type { OrderUserInputValue } from './order-user-input.ts';
import { placeOrder } from './place-order.ts';
import { releaseExpiredOrders } from './release-expired-orders.ts';
import { requireFewUnpaidOrders } from './unpaid-order-limit.ts';

export interface CreateOrderInput extends Omit<CartSummaryInput, 'buyer'> {
  /** The guest's details; `userInput` is the older name of the same argument. */
  user?: OrderUserInputValue | null | undefined;
  userInput?: OrderUserInputValue | null | undefined;
  isGift?: boolean | null | undefined;
  affiliateID?: string | null | undefined;
  reCaptchaToken?: string | null | undefined;
}

export interface CreateOrderDeps {
  orders: OrderRepository;
  captcha: CaptchaVerifier;
  logger: Logger;
  summary: CartSummaryDeps;
  /** The session's user, if any: the order is then theirs too (readable in their account). */
  viewer?: { id: number } | null | undefined;
}

/** The guest's details, trimmed, or 223 with the fields that are wrong. */
export function validGuest(user: OrderUserInputValue | null | undefined): OrderUserFields {
  if (!user)
    throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, { fields: { email: 'This field is required.' } });
  const normalized: OrderUserFields = {
    ...normalizeAddressFields(user),
    email: user.email.trim(),
    invoiceLanguage: user.invoiceLanguage?.trim() || null,
    shippingAddress: user.shippingAddress ? normalizeAddressFields(user.shippingAddress) : null,
    licenseAddress: user.licenseAddress ? normalizeAddressFields(user.licenseAddress) : null,
  };
  const fields = orderUserFieldErrors(normalized);
  if (Object.keys(fields).length > 0) throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, { fields });
  return normalized;
}

/**
 * Every typed address must be in a country of ours, and a state, when given for a country that has
 * states, one of them (223 on the field otherwise).
 */
async function requireKnownCountries(guest: OrderUserFields, orders: OrderRepository): Promise<void> {
  const addresses: [prefix: string, address: OrderAddressFields][] = [['', guest]];
  if (guest.shippingAddress) addresses.push(['shippingAddress.', guest.shippingAddress]);
  if (guest.licenseAddress) addresses.push(['licenseAddress.', guest.licenseAddress]);
  const known = await orders.knownCountries(addresses.map(([, address]) => address.country));
  const fields: Record<string, string> = {};
  for (const [prefix, address] of addresses) {
    const states = known.get(address.country);
    if (!states) fields[`${prefix}country`] = 'Please choose a country.';
    else if (address.state && states.size > 0 && !states.has(address.state)) {
      fields[`${prefix}state`] = 'Please choose a state.';
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError(ERROR_CODE.BILLING_INFO_INVALID, { fields });
}

/**
 * A guest's order (createOrder): selections (203 when none), the typed details (223 with
 * extensions.fields), the captcha (5, action 'order'), the cart priced strictly (its errors, e.g. 216,
 * 300–306, 200 for missing shipping), then stored with its stock taken (see placeOrder). Products
 * that need an account are refused (200) without a session. With a session the order belongs to the
 * signed-in user as well (createUserOrder is the usual way for them).
 */
export async function createOrder(input: CreateOrderInput, deps: CreateOrderDeps): Promise<OrderRecord> {
  requireSelections(input);
  if (!deps.viewer) requireNoUpgrades(input.familyProductSelections);
  const guest = validGuest(input.user ?? input.userInput);
  await requireKnownCountries(guest, deps.orders);
  await requireCaptcha(deps.captcha, input.reCaptchaToken, { action: 'order' }, deps.logger);
  await releaseExpiredOrders(deps);
  if (deps.viewer) await requireFewUnpaidOrders(deps.orders, deps.viewer.id);

  const summary = await computeCartSummary(
    deps.summary,
    {
      familyProductSelections: input.familyProductSelections,
      physicalProductSelections: input.physicalProductSelections,
      upgradeOwnerId: deps.viewer?.id ?? null,
      shippingID: input.shippingID,
      discountCode: input.discountCode,
      buyer: {
        country: guest.country,
        vatNumber: guest.vatNumber ?? null,
        deliveryCountry: guest.shippingAddress?.country ?? guest.country,
      },
    },
    { mode: 'strict' },
  );
  if (summary.accountRequired && !deps.viewer) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, { message: 'Please sign in to order this product.' });
  }
  return placeOrder(
    summary,
    {
      userId: deps.viewer?.id ?? null,
      email: guest.email,
      invoiceAddress: snapshotOfFields(guest, guest.email),
      shippingAddress: guest.shippingAddress ? snapshotOfFields(guest.shippingAddress, null) : null,
      licenseAddress: guest.licenseAddress ? snapshotOfFields(guest.licenseAddress, null) : null,
      invoiceLanguage: guest.invoiceLanguage ?? 'en',
    },
    { isGift: input.isGift ?? false, affiliateId: input.affiliateID ?? null },
    { orders: deps.orders },
  );
}
