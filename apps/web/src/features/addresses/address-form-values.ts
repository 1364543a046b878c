import type { CombinedError } from 'urql';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import type { FormRefusal } from '../../ui/form.tsx';
import { POSTAL_ADDRESS_FIELDS, type StoredAddress } from './address-fields.ts';

/** The account address form's fields: a label, then the postal address. */
export const ADDRESS_FIELDS = ['label', ...POSTAL_ADDRESS_FIELDS] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Record<AddressField, string>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = Object.freeze({
  label: '',
  name: '',
  organization: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  zip: '',
  country: '',
  state: '',
  vatNumber: '',
  phone: '',
});

/** A saved address as the form edits it. */
export function addressFormValues(address: StoredAddress): AddressFormValues {
  return {
    label: address.label ?? '',
    name: address.name,
    organization: address.organization ?? '',
    address1: address.address[0] ?? '',
    address2: address.address[1] ?? '',
    address3: address.address[2] ?? '',
    city: address.city,
    zip: address.zip ?? '',
    country: address.country,
    state: address.state ?? '',
    vatNumber: address.vatNumber ?? '',
    phone: address.phone ?? '',
  };
}

/** The form as createUserAddress/updateUserAddress take it: lines 2 and 3 only when present. */
export function addressInputOf(values: AddressFormValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const lines = [values.address1, values.address2, values.address3].map((line) => line.trim());
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return {
    label: optional(values.label),
    address: {
      name: values.name.trim(),
      organization: optional(values.organization),
      address: lines,
      city: values.city.trim(),
      zip: optional(values.zip),
      country: values.country.trim().toUpperCase(),
      state: optional(values.state),
      vatNumber: optional(values.vatNumber),
      phone: optional(values.phone),
    },
  };
}

/**
 * The server's field name as the address form's ('address' and 'address.0' are line 1, nested
 * 'address.' or 'defaultAddress.' prefixes dropped), or null for a name the form does not show.
 */
export function addressFieldOf(serverName: string): AddressField | null {
  const bare = serverName.replace(/^address\./, '').replace(/^defaultAddress\./, '');
  if (bare === 'address' || bare === 'address.0') return 'address1';
  if (bare === 'address.1') return 'address2';
  if (bare === 'address.2') return 'address3';
  return (ADDRESS_FIELDS as readonly string[]).includes(bare) ? (bare as AddressField) : null;
}

/** A refused createUserAddress/updateUserAddress as the address form shows it. */
export function addressRefusalOf(error: CombinedError): FormRefusal {
  return refusalOf(error, addressFieldOf);
}
