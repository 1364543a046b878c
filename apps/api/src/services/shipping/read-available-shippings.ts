import {
  decideVatTreatment,
  goodsTaxCountry,
  itemNeedsShipping,
  type Money,
  money,
  PICKUP_SHIPPING_TYPE,
  SELLER_COUNTRY,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import type { ShippingMethodRow } from '../../repositories/shipping-repository.ts';
import { isoCountryCode } from '../cart/iso-country-code.ts';
import type { PhysicalSelectionInput } from '../cart/physical-selection-input.ts';
import { resolvePhysicalSelections } from '../cart/resolve-physical-selections.ts';

/** A shipping method offered for a cart, with its price and the VAT rate a consumer pays on it there (at the studio for collection). */
export interface ShippingOffer {
  method: ShippingMethodRow;
  price: Money;
  vatRateBp: number;
}

/**
 * readAvailableShippings: the active methods that deliver to the shipping address's country (else
 * `country`; every active method when neither is known), in display order — none when no selected
 * item needs shipping; 202 when no physical selection is given. The VAT rate is a consumer's; the cart summary applies reverse charge.
 */
export async function readAvailableShippings(
  input: {
    shippingAddress?: { country: string } | null | undefined;
    country?: string | null | undefined;
    physicalProductSelections: readonly PhysicalSelectionInput[];
  },
  repositories: Pick<Repositories, 'carts' | 'countryVat' | 'shippings'>,
): Promise<ShippingOffer[]> {
  // Shipping is asked for goods: a question about none is the caller's mistake, not "nothing ships".
  if (input.physicalProductSelections.length === 0) throw new AppError(ERROR_CODE.PHYSICAL_PRODUCTS_MISSING);
  const country = isoCountryCode(input.shippingAddress?.country) ?? isoCountryCode(input.country);
  const [selections, methods, countries] = await Promise.all([
    resolvePhysicalSelections(repositories.carts, input.physicalProductSelections, 'correct'),
    repositories.shippings.findAvailable(country),
    repositories.countryVat.findByCodes(country ? [SELLER_COUNTRY, country] : [SELLER_COUNTRY]),
  ]);
  if (!selections.some((selection) => itemNeedsShipping(selection.product))) return [];
  const seller = countries.find((row) => row.code === SELLER_COUNTRY);
  if (!seller) throw new Error(`The seller's country ${SELLER_COUNTRY} is missing from the countries table`);
  return methods.map((method) => ({
    method,
    price: money(method.priceAmount, method.currency),
    vatRateBp: decideVatTreatment({
      sellerCountry: seller,
      buyer: {
        // Collected at the studio: supplied in the seller's country, whoever collects.
        country:
          countries.find(
            (row) =>
              row.code ===
              goodsTaxCountry({
                sellerCountry: SELLER_COUNTRY,
                collected: method.type === PICKUP_SHIPPING_TYPE,
                deliveryCountry: country,
                invoiceCountry: null,
              }),
          ) ?? null,
        vatIdValid: false,
      },
      supply: 'goods',
      category: method.vatCategory,
    }).rateBp,
  }));
}
