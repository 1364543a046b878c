import { guestDetailsSchema, ORDER_FIELD_MAX_LENGTH } from '@foundry/domain';
import { POSTAL_ADDRESS_FIELDS, POSTAL_ADDRESS_MAX_LENGTH } from '../addresses/index.ts';
import type { CheckoutUserInfo } from './checkout-state.ts';

/** The guest form's fields: the e-mail address, then the postal address. */
export const USER_INFO_FIELDS = ['email', ...POSTAL_ADDRESS_FIELDS] as const;
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];
export type FieldErrors = Partial<Record<UserInfoField, string>>;

/** The server's length limits (packages/domain orders), per form field. */
export const FIELD_MAX_LENGTH: Record<UserInfoField, number> = {
  ...POSTAL_ADDRESS_MAX_LENGTH,
  email: ORDER_FIELD_MAX_LENGTH.email,
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
 * Message keys of the fields that are not acceptable, by the one address rule of the site (the
 * domain's guestDetailsSchema, docs/checkout.md): e-mail, name, line 1, city, country and phone
 * required; the state too when the country has states. One message per field, the first found.
 */
export function validateUserInfo(info: CheckoutUserInfo, { countryHasStates = false } = {}): FieldErrors {
  const result = guestDetailsSchema({ countryHasStates }).safeParse({
    email: info.email,
    label: '',
    name: info.name,
    organization: info.organization,
    address1: info.address[0],
    address2: info.address[1],
    address3: info.address[2],
    city: info.city,
    zip: info.zip,
    country: info.country,
    state: info.state,
    vatNumber: info.vatNumber,
    phone: info.phone,
  });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as UserInfoField;
    errors[field] ??= issue.message;
  }
  return errors;
}
