import {
  EMAIL_MAX_LENGTH,
  isEmail,
  isEmailWithinMaxLength,
  isGeneralText,
  isPhone,
  isZipCode,
  ORDER_ADDRESS_LIMITS,
  VALIDATION_MESSAGE_KEYS,
} from '@foundry/domain';
import type { CheckoutUserInfo } from '../cart/checkout-state.ts';

/** The guest form's fields, named as the form and the server's extensions.fields name them. */
export const USER_INFO_FIELDS = [
  'email',
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
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];
export type FieldErrors = Partial<Record<UserInfoField, string>>;

const REQUIRED_KEY = 'field_required';

/** The server's length limits (packages/domain orders), per form field. */
export const FIELD_MAX_LENGTH: Record<UserInfoField, number> = {
  email: EMAIL_MAX_LENGTH,
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

export function fieldValue(info: CheckoutUserInfo, field: UserInfoField): string {
  switch (field) {
    case 'address1':
      return info.address[0];
    case 'address2':
      return info.address[1];
    case 'address3':
      return info.address[2];
    default:
      return info[field];
  }
}

export function withFieldValue(
  info: CheckoutUserInfo,
  field: UserInfoField,
  value: string,
): CheckoutUserInfo {
  if (field === 'address1' || field === 'address2' || field === 'address3') {
    const address = [...info.address] as CheckoutUserInfo['address'];
    address[Number(field.slice(-1)) - 1] = value;
    return { ...info, address };
  }
  return { ...info, [field]: value };
}

/**
 * Message keys of the fields that are not acceptable (site-behaviour.md section 5): required unless
 * optional, e-mail ≤ 80 and well-formed, general text, phone and zip patterns; the state is
 * required when the country has states.
 */
export function validateUserInfo(info: CheckoutUserInfo, { countryHasStates = false } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const required: UserInfoField[] = ['email', 'name', 'address1', 'city', 'country'];
  if (countryHasStates) required.push('state');
  for (const field of USER_INFO_FIELDS) {
    const value = fieldValue(info, field).trim();
    if (value === '') {
      if (required.includes(field)) errors[field] = REQUIRED_KEY;
      continue;
    }
    if (field === 'email') {
      if (!isEmailWithinMaxLength(value)) errors.email = VALIDATION_MESSAGE_KEYS.maxLength;
      else if (!isEmail(value)) errors.email = 'checkout.invalidEmail';
    } else if (value.length > FIELD_MAX_LENGTH[field]) {
      errors[field] = VALIDATION_MESSAGE_KEYS.maxLength;
    } else if (field === 'phone') {
      if (!isPhone(value)) errors.phone = 'checkout.invalidPhone';
    } else if (field === 'zip') {
      if (!isZipCode(value)) errors.zip = 'checkout.invalidZip';
    } else if (field !== 'country' && field !== 'state') {
      if (!isGeneralText(value)) errors[field] = VALIDATION_MESSAGE_KEYS.forbiddenCharacter;
    }
  }
  return errors;
}
