import {
  isGeneralText,
  isPhone,
  isZipCode,
  ORDER_ADDRESS_LIMITS,
  VALIDATION_MESSAGE_KEYS,
} from '@foundry/domain';

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

/** Fields that must be filled in (the server's rule for account addresses; spec section 5). */
const REQUIRED: readonly AddressField[] = ['name', 'address1', 'city', 'country', 'phone'];
const LABEL_MAX_LENGTH = 60;

const MAX_LENGTH: Record<AddressField, number> = {
  label: LABEL_MAX_LENGTH,
  name: ORDER_ADDRESS_LIMITS.name,
  organization: ORDER_ADDRESS_LIMITS.organization,
  address1: ORDER_ADDRESS_LIMITS.addressLine,
  address2: ORDER_ADDRESS_LIMITS.addressLine,
  address3: ORDER_ADDRESS_LIMITS.addressLine,
  city: ORDER_ADDRESS_LIMITS.city,
  zip: ORDER_ADDRESS_LIMITS.zip,
  country: 2,
  state: ORDER_ADDRESS_LIMITS.state,
  vatNumber: ORDER_ADDRESS_LIMITS.vatNumber,
  phone: ORDER_ADDRESS_LIMITS.phone,
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

/** Message keys of the fields that are not acceptable; the state is required when the country has states. */
export function validateAddressForm(
  values: AddressFormValues,
  { countryHasStates = false } = {},
): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const required = countryHasStates ? [...REQUIRED, 'state'] : REQUIRED;
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value === '') {
      if (required.includes(field)) errors[field] = 'field_required';
    } else if (value.length > MAX_LENGTH[field]) {
      errors[field] = VALIDATION_MESSAGE_KEYS.maxLength;
    } else if (field === 'phone') {
      if (!isPhone(value)) errors.phone = 'checkout.invalidPhone';
    } else if (field === 'zip') {
      if (!isZipCode(value)) errors.zip = 'checkout.invalidZip';
    } else if (field !== 'country' && field !== 'state' && !isGeneralText(value)) {
      errors[field] = VALIDATION_MESSAGE_KEYS.forbiddenCharacter;
    }
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
