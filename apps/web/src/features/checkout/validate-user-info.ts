import { ORDER_FIELD_MAX_LENGTH } from '@foundry/domain';
import {
  fieldProblemKeys,
  POSTAL_ADDRESS_FIELD_KIND,
  POSTAL_ADDRESS_FIELDS,
  POSTAL_ADDRESS_MAX_LENGTH,
} from '../addresses/index.ts';
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
 * Message keys of the fields that are not acceptable, by the domain's rule for order fields (the one
 * createOrder applies): e-mail, name, line 1, city and country required; the state too when the
 * country has states.
 */
export function validateUserInfo(info: CheckoutUserInfo, { countryHasStates = false } = {}): FieldErrors {
  const required: UserInfoField[] = ['email', 'name', 'address1', 'city', 'country'];
  if (countryHasStates) required.push('state');
  return fieldProblemKeys(
    USER_INFO_FIELDS,
    { ...POSTAL_ADDRESS_FIELD_KIND, email: 'email' },
    (field) => fieldValue(info, field),
    required,
  );
}
