import { type OrderFieldKind, orderFieldProblem, textFieldProblem } from '@foundry/domain';
import { ORDER_FIELD_PROBLEM_KEYS } from '../checkout/order-field-problem-keys.ts';

/** The address form's fields; the server's extensions.fields use the same names (address = line 1). */
export const ADDRESS_FIELDS = [
  'label',
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
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Record<AddressField, string>;
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** Fields that must be filled in (the server's rule for account addresses; docs/forms.md). */
const REQUIRED: readonly AddressField[] = ['name', 'address1', 'city', 'country', 'phone'];
const LABEL_MAX_LENGTH = 60;

/** The kind of each address field, as the domain's rule (orderFieldProblem) knows it. */
const FIELD_KIND: Record<Exclude<AddressField, 'label'>, OrderFieldKind> = {
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
export function addressFormValues(address: {
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
}): AddressFormValues {
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

/**
 * Message keys of the fields that are not acceptable, by the domain's rule for order fields
 * (orderFieldProblem, the one the server applies); the label is free text of its own length.
 * The state is required when the country has states.
 */
export function validateAddressForm(
  values: AddressFormValues,
  { countryHasStates = false } = {},
): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const required = countryHasStates ? [...REQUIRED, 'state'] : REQUIRED;
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    const isRequired = required.includes(field);
    const problem =
      field === 'label'
        ? textFieldProblem(value, { required: false, max: LABEL_MAX_LENGTH })
        : orderFieldProblem(FIELD_KIND[field], value, { required: isRequired });
    if (problem) errors[field] = ORDER_FIELD_PROBLEM_KEYS[problem];
  }
  return errors;
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

/** The server's extensions.fields placed on the form's fields ('address' is line 1); others kept apart. */
export function addressServerErrors(fields: unknown): { fields: AddressFieldErrors; other: string[] } {
  const result: { fields: AddressFieldErrors; other: string[] } = { fields: {}, other: [] };
  if (!fields || typeof fields !== 'object') return result;
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const bare = name.replace(/^address\./, '').replace(/^defaultAddress\./, '');
    const field = bare === 'address' || bare === 'address.0' ? 'address1' : bare;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) result.fields[field as AddressField] = message;
    else result.other.push(message);
  }
  return result;
}
