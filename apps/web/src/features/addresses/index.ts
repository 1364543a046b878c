// The public surface of the addresses feature: what routes and other features import from it.

export {
  POSTAL_ADDRESS_FIELDS,
  POSTAL_ADDRESS_MAX_LENGTH,
  type PostalAddressField,
  type StoredAddress,
} from './address-fields.ts';
export { type AddressCountry, AddressFieldset } from './address-fieldset.tsx';
export { AddressForm } from './address-form.tsx';
export {
  type AddressFormValues,
  addressFormValues,
  addressInputOf,
  addressRefusalOf,
  EMPTY_ADDRESS_FORM,
} from './address-form-values.ts';
export { CreateUserAddressMutation, ReadCountriesQuery } from './address-operations.ts';
export { INVOICE_LANGUAGES } from './invoice-languages.ts';
