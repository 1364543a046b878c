import type { AddressSnapshot } from '@foundry/db';
import type { OrderAddressFields } from '@foundry/domain';
import type { UserAddressRow } from '../../repositories/order-repository.ts';
import { joinAddressLines } from './address-snapshot.ts';

/** The optional text of a form field: trimmed, and null when blank. */
function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A typed address as the domain validates it: trimmed, blank lines dropped, country upper case. */
export function normalizeAddressFields<T extends OrderAddressFields>(address: T): T {
  return {
    ...address,
    name: address.name.trim(),
    organization: optional(address.organization),
    address: address.address.map((line) => line.trim()).filter((line) => line !== ''),
    city: address.city.trim(),
    zip: optional(address.zip),
    country: address.country.trim().toUpperCase(),
    state: optional(address.state),
    vatNumber: optional(address.vatNumber),
    phone: optional(address.phone),
  };
}

/** The order's copy of a typed (normalized, validated) address. */
export function snapshotOfFields(address: OrderAddressFields, email: string | null): AddressSnapshot {
  return {
    name: address.name,
    organization: address.organization ?? null,
    address: joinAddressLines(address.address),
    city: address.city,
    zip: address.zip ?? null,
    countryCode: address.country,
    stateCode: address.state ?? null,
    vatNumber: address.vatNumber ?? null,
    phone: address.phone ?? null,
    email,
  };
}

/** The order's copy of an address of the user's book: later edits of the book never change the order. */
export function snapshotOfUserAddress(row: UserAddressRow, email: string | null): AddressSnapshot {
  return {
    name: row.name,
    organization: row.organization,
    address: joinAddressLines([row.addressLine1, row.addressLine2, row.addressLine3]),
    city: row.city,
    zip: row.zip,
    countryCode: row.countryCode,
    stateCode: row.stateCode,
    vatNumber: row.vatNumber,
    phone: row.phone,
    email,
  };
}
