import { ORDER_FIELD_MAX_LENGTH, type OrderFieldKind } from '@foundry/domain';

/**
 * The fields of a postal address, as every address form shows them and the server's
 * extensions.fields name them (address1..3 are the lines of `address`).
 */
export const POSTAL_ADDRESS_FIELDS = [
  'name',
  'organization',
  'address1',
  'address2',
  'address3',
  'city',
  'zip',
  'country',
  'state',
  'vatNumber',
  'phone',
] as const;
export type PostalAddressField = (typeof POSTAL_ADDRESS_FIELDS)[number];

/** The kind of each address field, as the domain's rule (orderFieldProblem) knows it. */
export const POSTAL_ADDRESS_FIELD_KIND: Record<PostalAddressField, OrderFieldKind> = {
  name: 'name',
  organization: 'organization',
  address1: 'addressLine',
  address2: 'addressLine',
  address3: 'addressLine',
  city: 'city',
  zip: 'zip',
  country: 'country',
  state: 'state',
  vatNumber: 'vatNumber',
  phone: 'phone',
};

/** The server's length limit of each address field (packages/domain orders). */
export const POSTAL_ADDRESS_MAX_LENGTH: Record<PostalAddressField, number> = Object.fromEntries(
  POSTAL_ADDRESS_FIELDS.map((field) => [field, ORDER_FIELD_MAX_LENGTH[POSTAL_ADDRESS_FIELD_KIND[field]]]),
) as Record<PostalAddressField, number>;

/** A saved address as the API returns it (readUser.addresses, without id and default flag). */
export interface StoredAddress {
  label?: string | null;
  name: string;
  organization?: string | null;
  address: readonly string[];
  city: string;
  zip?: string | null;
  country: string;
  state?: string | null;
  vatNumber?: string | null;
  phone?: string | null;
}
