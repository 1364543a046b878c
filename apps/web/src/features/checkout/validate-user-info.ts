import { ORDER_FIELD_MAX_LENGTH, type OrderFieldKind, orderFieldProblem } from '@foundry/domain';
import type { CheckoutUserInfo } from '../cart/checkout-state.ts';
import { ORDER_FIELD_PROBLEM_KEYS } from './order-field-problem-keys.ts';

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

/** The kind of each form field, as the domain's rule (orderFieldProblem) knows it. */
const FIELD_KIND: Record<UserInfoField, OrderFieldKind> = {
  email: 'email',
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

/** The server's length limits (packages/domain orders), per form field. */
export const FIELD_MAX_LENGTH: Record<UserInfoField, number> = Object.fromEntries(
  USER_INFO_FIELDS.map((field) => [field, ORDER_FIELD_MAX_LENGTH[FIELD_KIND[field]]]),
) as Record<UserInfoField, number>;

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
 * Message keys of the fields that are not acceptable (docs/checkout.md), by the domain's
 * rule for order fields (orderFieldProblem, the one createOrder applies): e-mail, name, line 1, city
 * and country required; the state too when the country has states.
 */
export function validateUserInfo(info: CheckoutUserInfo, { countryHasStates = false } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const required: UserInfoField[] = ['email', 'name', 'address1', 'city', 'country'];
  if (countryHasStates) required.push('state');
  for (const field of USER_INFO_FIELDS) {
    const problem = orderFieldProblem(FIELD_KIND[field], fieldValue(info, field).trim(), {
      required: required.includes(field),
    });
    if (problem) errors[field] = ORDER_FIELD_PROBLEM_KEYS[problem];
  }
  return errors;
}
