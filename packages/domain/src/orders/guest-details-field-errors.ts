import { guestDetailsSchema } from '../forms/address-schema.ts';
import { schemaFieldErrors } from '../forms/schema-field-errors.ts';
import {
  type FieldErrors,
  ORDER_ADDRESS_LIMITS,
  type OrderUserFields,
  orderAddressFieldErrors,
} from './validate-order-address.ts';

const LANGUAGE_CODE = /^[a-z]{2}$/;

/**
 * The problems of a guest's checkout details (createOrder): the e-mail and invoice address by the
 * one address rule the checkout form checks (guestDetailsSchema: phone required, postcode optional;
 * docs/forms.md), the invoice language, then the shipping and licence addresses.
 */
export function orderUserFieldErrors(user: OrderUserFields): FieldErrors {
  const [address1 = '', address2 = '', address3 = ''] = user.address;
  const errors: FieldErrors = schemaFieldErrors(
    guestDetailsSchema(),
    {
      email: user.email,
      label: '',
      name: user.name,
      organization: user.organization ?? '',
      address1,
      address2,
      address3,
      city: user.city,
      zip: user.zip ?? '',
      country: user.country,
      state: user.state ?? '',
      vatNumber: user.vatNumber ?? '',
      phone: user.phone ?? '',
    },
    // The API's input has the lines as one list, `address`.
    (path) => (/^address[123]$/.test(path) ? 'address' : path),
  );
  if (user.address.length > ORDER_ADDRESS_LIMITS.addressLines) {
    errors.address = `At most ${ORDER_ADDRESS_LIMITS.addressLines} lines.`;
  }
  if (user.invoiceLanguage && !LANGUAGE_CODE.test(user.invoiceLanguage)) {
    errors.invoiceLanguage = 'Please choose a language.';
  }
  if (user.shippingAddress)
    Object.assign(errors, orderAddressFieldErrors(user.shippingAddress, 'shippingAddress.'));
  if (user.licenseAddress)
    Object.assign(errors, orderAddressFieldErrors(user.licenseAddress, 'licenseAddress.'));
  return errors;
}
