import type { StoredAddress } from '../addresses/index.ts';
import type { AddressSelection, CheckoutUserInfo } from './checkout-state.ts';

/** A saved account address as the checkout reads it (readUser.addresses). */
export interface SavedAddress extends StoredAddress {
  id: string;
  default: boolean;
}

/** Which addresses this order asks for besides billing (domain needsDeliveryAddress/needsLicenseAddress). */
export interface AddressNeeds {
  shipping: boolean;
  license: boolean;
}

/**
 * The choice to start from: the stored ids that are still saved, billing falling back to the default
 * address (else the first); shipping and licence unset ('same as billing') unless stored and needed.
 */
export function resolveAddressSelection(
  stored: AddressSelection,
  addresses: readonly SavedAddress[],
  needs: AddressNeeds,
): AddressSelection {
  const known = (id: string | null) => (id !== null && addresses.some((a) => a.id === id) ? id : null);
  const fallback = addresses.find((a) => a.default)?.id ?? addresses[0]?.id ?? null;
  return {
    Billing: known(stored.Billing) ?? fallback,
    Shipping: needs.shipping ? known(stored.Shipping) : null,
    License: needs.license ? known(stored.License) : null,
  };
}

/** One line naming a saved address in a list: its label (or name), street and city, country. */
export function savedAddressLine(address: SavedAddress): string {
  const head = address.label?.trim() ? `${address.label.trim()}: ${address.name}` : address.name;
  return [head, address.address[0], [address.zip, address.city].filter(Boolean).join(' '), address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/**
 * The billing address as the checkout's invoice details, so the cart summary's VAT (country and VAT
 * number), the shipping methods and the confirm step's "invoice to" follow the chosen address.
 */
export function userInfoOfSavedAddress(address: SavedAddress, email: string): CheckoutUserInfo {
  return {
    email,
    name: address.name,
    organization: address.organization ?? '',
    address: [address.address[0] ?? '', address.address[1] ?? '', address.address[2] ?? ''],
    city: address.city,
    zip: address.zip ?? '',
    country: address.country,
    state: address.state ?? '',
    vatNumber: address.vatNumber ?? '',
    phone: address.phone ?? '',
    // The account's language and newsletter choice are the account's; these are a guest's.
    invoiceLanguage: '',
    mailing: false,
  };
}
