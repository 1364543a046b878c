import { EMAIL_MAX_LENGTH } from '../constants/limits.ts';
import { isEmail, isEmailWithinMaxLength } from '../validation/email.ts';
import { isGeneralText } from '../validation/general-text.ts';
import { isPhone } from '../validation/phone.ts';
import { isZipCode } from '../validation/zip-code.ts';

/** Longest accepted values of an order's address fields (the spec names none; these fit any post). */
export const ORDER_ADDRESS_LIMITS = {
  name: 120,
  organization: 120,
  addressLine: 120,
  addressLines: 3,
  city: 80,
  zip: 16,
  state: 40,
  vatNumber: 20,
  phone: 30,
} as const;

/** An address as a checkout form sends it, after trimming. */
export interface OrderAddressFields {
  name: string;
  organization?: string | null | undefined;
  /** Line 1, then the optional lines 2 and 3. */
  address: readonly string[];
  city: string;
  zip?: string | null | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  state?: string | null | undefined;
  vatNumber?: string | null | undefined;
  phone?: string | null | undefined;
}

export interface OrderUserFields extends OrderAddressFields {
  email: string;
  invoiceLanguage?: string | null | undefined;
  shippingAddress?: OrderAddressFields | null | undefined;
  licenseAddress?: OrderAddressFields | null | undefined;
}

/** Field name → message, for `extensions.fields`; empty when the input is acceptable. */
export type FieldErrors = Record<string, string>;

const COUNTRY_CODE = /^[A-Z]{2}$/;
const LANGUAGE_CODE = /^[a-z]{2}$/;

function checkText(
  errors: FieldErrors,
  field: string,
  value: string | null | undefined,
  { required, max }: { required: boolean; max: number },
): void {
  if (value === null || value === undefined || value === '') {
    if (required) errors[field] = 'This field is required.';
    return;
  }
  if (value.length > max) errors[field] = `At most ${max} characters.`;
  else if (!isGeneralText(value)) errors[field] = 'This field contains a forbidden character.';
}

/**
 * The problems of one address: name, line 1, city and country are required; zip and phone follow
 * the site's patterns; free text must be general text. `prefix` names nested fields
 * ('shippingAddress.city').
 */
export function orderAddressFieldErrors(address: OrderAddressFields, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const field = (name: string) => `${prefix}${name}`;
  const limits = ORDER_ADDRESS_LIMITS;
  checkText(errors, field('name'), address.name, { required: true, max: limits.name });
  checkText(errors, field('organization'), address.organization, {
    required: false,
    max: limits.organization,
  });
  if (address.address.length === 0 || !address.address[0]) {
    errors[field('address')] = 'This field is required.';
  } else if (address.address.length > limits.addressLines) {
    errors[field('address')] = `At most ${limits.addressLines} lines.`;
  } else {
    for (const line of address.address) {
      const lineErrors: FieldErrors = {};
      checkText(lineErrors, 'line', line, { required: false, max: limits.addressLine });
      if (lineErrors.line) {
        errors[field('address')] = lineErrors.line;
        break;
      }
    }
  }
  checkText(errors, field('city'), address.city, { required: true, max: limits.city });
  if (address.zip) {
    if (address.zip.length > limits.zip) errors[field('zip')] = `At most ${limits.zip} characters.`;
    else if (!isZipCode(address.zip)) errors[field('zip')] = 'Letters, digits, hyphens and spaces only.';
  }
  if (!address.country) errors[field('country')] = 'This field is required.';
  else if (!COUNTRY_CODE.test(address.country)) errors[field('country')] = 'Please choose a country.';
  checkText(errors, field('state'), address.state, { required: false, max: limits.state });
  checkText(errors, field('vatNumber'), address.vatNumber, { required: false, max: limits.vatNumber });
  if (address.phone) {
    if (address.phone.length > limits.phone) errors[field('phone')] = `At most ${limits.phone} characters.`;
    else if (!isPhone(address.phone)) {
      errors[field('phone')] = 'Digits, spaces and + - . ( ) only.';
    }
  }
  return errors;
}

/** The problems of a guest's checkout details: the invoice address, e-mail, language, other addresses. */
export function orderUserFieldErrors(user: OrderUserFields): FieldErrors {
  const errors: FieldErrors = orderAddressFieldErrors(user);
  if (!user.email) errors.email = 'This field is required.';
  else if (!isEmailWithinMaxLength(user.email)) errors.email = `At most ${EMAIL_MAX_LENGTH} characters.`;
  else if (!isEmail(user.email)) errors.email = 'Please enter a valid e-mail address.';
  if (user.invoiceLanguage && !LANGUAGE_CODE.test(user.invoiceLanguage)) {
    errors.invoiceLanguage = 'Please choose a language.';
  }
  if (user.shippingAddress)
    Object.assign(errors, orderAddressFieldErrors(user.shippingAddress, 'shippingAddress.'));
  if (user.licenseAddress)
    Object.assign(errors, orderAddressFieldErrors(user.licenseAddress, 'licenseAddress.'));
  return errors;
}
