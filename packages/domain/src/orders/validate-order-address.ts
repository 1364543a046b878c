import { EMAIL_MAX_LENGTH } from '../constants/limits.ts';
import { isEmail, isEmailWithinMaxLength } from '../validation/email.ts';
import { isGeneralText } from '../validation/general-text.ts';
import { isPhone } from '../validation/phone.ts';
import { isZipCode } from '../validation/zip-code.ts';

/** Longest accepted values of an order's address fields (generous enough for any post). */
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

/** What is wrong with one field's value; each form says it in its own words (messages, i18n keys). */
export type OrderFieldProblem =
  | 'required'
  | 'tooLong'
  | 'forbiddenCharacter'
  | 'invalidZip'
  | 'invalidPhone'
  | 'invalidCountry'
  | 'invalidEmail';

/** The kinds of field an order address (and its buyer) has; an address line is one of up to three. */
export type OrderFieldKind =
  | 'name'
  | 'organization'
  | 'addressLine'
  | 'city'
  | 'zip'
  | 'country'
  | 'state'
  | 'vatNumber'
  | 'phone'
  | 'email';

/** The longest value of each kind. */
export const ORDER_FIELD_MAX_LENGTH: Record<OrderFieldKind, number> = {
  name: ORDER_ADDRESS_LIMITS.name,
  organization: ORDER_ADDRESS_LIMITS.organization,
  addressLine: ORDER_ADDRESS_LIMITS.addressLine,
  city: ORDER_ADDRESS_LIMITS.city,
  zip: ORDER_ADDRESS_LIMITS.zip,
  country: 2,
  state: ORDER_ADDRESS_LIMITS.state,
  vatNumber: ORDER_ADDRESS_LIMITS.vatNumber,
  phone: ORDER_ADDRESS_LIMITS.phone,
  email: EMAIL_MAX_LENGTH,
};

/** Free text (a name, a label): required when asked, at most `max` characters of general text. */
export function textFieldProblem(
  value: string | null | undefined,
  { required, max }: { required: boolean; max: number },
): OrderFieldProblem | null {
  if (value === null || value === undefined || value === '') return required ? 'required' : null;
  if (value.length > max) return 'tooLong';
  return isGeneralText(value) ? null : 'forbiddenCharacter';
}

/**
 * The one rule for a field of an order address or its buyer (the server's createOrder and address
 * book, and the web's checkout and address forms): required when asked; zip, phone, country and
 * e-mail by their patterns, free text as general text; never longer than ORDER_FIELD_MAX_LENGTH.
 * The value is expected trimmed.
 */
export function orderFieldProblem(
  kind: OrderFieldKind,
  value: string | null | undefined,
  { required = false }: { required?: boolean } = {},
): OrderFieldProblem | null {
  if (value === null || value === undefined || value === '') return required ? 'required' : null;
  const max = ORDER_FIELD_MAX_LENGTH[kind];
  switch (kind) {
    case 'email':
      if (!isEmailWithinMaxLength(value)) return 'tooLong';
      return isEmail(value) ? null : 'invalidEmail';
    case 'zip':
      if (value.length > max) return 'tooLong';
      return isZipCode(value) ? null : 'invalidZip';
    case 'phone':
      if (value.length > max) return 'tooLong';
      return isPhone(value) ? null : 'invalidPhone';
    case 'country':
      return COUNTRY_CODE.test(value) ? null : 'invalidCountry';
    default:
      return textFieldProblem(value, { required, max });
  }
}

/** The server's words for each problem (extensions.fields of 223 and 103). */
function messageOf(problem: OrderFieldProblem, kind: OrderFieldKind): string {
  switch (problem) {
    case 'required':
      return 'This field is required.';
    case 'tooLong':
      return `At most ${ORDER_FIELD_MAX_LENGTH[kind]} characters.`;
    case 'forbiddenCharacter':
      return 'This field contains a forbidden character.';
    case 'invalidZip':
      return 'Letters, digits, hyphens and spaces only.';
    case 'invalidPhone':
      return 'Digits, spaces and + - . ( ) only.';
    case 'invalidCountry':
      return 'Please choose a country.';
    case 'invalidEmail':
      return 'Please enter a valid e-mail address.';
  }
}

/**
 * The problems of one address: name, line 1, city and country are required; zip and phone follow
 * the site's patterns; free text must be general text. `prefix` names nested fields
 * ('shippingAddress.city').
 */
export function orderAddressFieldErrors(address: OrderAddressFields, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const check = (name: string, kind: OrderFieldKind, value: string | null | undefined, required = false) => {
    const problem = orderFieldProblem(kind, value, { required });
    if (problem) errors[`${prefix}${name}`] = messageOf(problem, kind);
  };
  check('name', 'name', address.name, true);
  check('organization', 'organization', address.organization);
  if (address.address.length === 0 || !address.address[0]) {
    errors[`${prefix}address`] = messageOf('required', 'addressLine');
  } else if (address.address.length > ORDER_ADDRESS_LIMITS.addressLines) {
    errors[`${prefix}address`] = `At most ${ORDER_ADDRESS_LIMITS.addressLines} lines.`;
  } else {
    for (const line of address.address) {
      const problem = orderFieldProblem('addressLine', line);
      if (problem) {
        errors[`${prefix}address`] = messageOf(problem, 'addressLine');
        break;
      }
    }
  }
  check('city', 'city', address.city, true);
  check('zip', 'zip', address.zip);
  check('country', 'country', address.country, true);
  check('state', 'state', address.state);
  check('vatNumber', 'vatNumber', address.vatNumber);
  check('phone', 'phone', address.phone);
  return errors;
}
