import type { CartRepository } from '../../repositories/cart-repository.ts';
import { isoCountryCode } from './iso-country-code.ts';

/** Who buys, as far as prices are concerned. */
export interface CartBuyer {
  /** ISO code of the invoice country: decides VAT. Null when unknown (priced as a domestic sale). */
  country: string | null;
  /** The VAT number typed for that address; reverse charge needs the register to confirm it. */
  vatNumber: string | null;
  /** ISO code physical items go to: decides which shipping methods deliver. */
  deliveryCountry: string | null;
}

interface AddressLike {
  country: string;
  vatNumber?: string | null | undefined;
  shippingAddress?: { country: string } | null | undefined;
}

/**
 * readCartSummary's buyer: the typed `user` (a guest's checkout form) when given; else the signed-in
 * user's default address (the profile's address when there is no default one); else `country`
 * (the visitor's country, e.g. from geo-location).
 */
export async function resolveCartBuyer(
  carts: CartRepository,
  input: {
    userId: number | null;
    user?: AddressLike | null | undefined;
    country?: string | null | undefined;
  },
): Promise<CartBuyer> {
  if (input.user) {
    const country = isoCountryCode(input.user.country);
    return {
      country,
      vatNumber: input.user.vatNumber?.trim() || null,
      deliveryCountry: isoCountryCode(input.user.shippingAddress?.country) ?? country,
    };
  }
  const fallback = isoCountryCode(input.country);
  if (input.userId !== null) {
    const address = await carts.buyerTaxAddress(input.userId);
    const country = isoCountryCode(address?.countryCode);
    if (country) return { country, vatNumber: address?.vatNumber?.trim() || null, deliveryCountry: country };
  }
  return { country: fallback, vatNumber: null, deliveryCountry: fallback };
}
