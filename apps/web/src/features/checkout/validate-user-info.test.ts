import { describe, expect, it } from 'vitest';
import { type CheckoutUserInfo, EMPTY_USER_INFO } from './checkout-state.ts';
import { validateUserInfo, withFieldValue } from './validate-user-info.ts';

const complete: CheckoutUserInfo = {
  ...EMPTY_USER_INFO,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  address: ['1 Main Street', '', ''],
  city: 'Brno',
  country: 'CZ',
  phone: '+420 123 456 789',
};

describe('validateUserInfo', () => {
  it('accepts a complete guest with the optional fields left empty', () => {
    expect(validateUserInfo(complete)).toEqual({});
  });

  it('requires e-mail, name, first address line, city, country and phone (the address rule of the account too); the state only when the country has states', () => {
    expect(validateUserInfo(EMPTY_USER_INFO)).toEqual({
      email: 'field_required',
      name: 'field_required',
      address1: 'field_required',
      city: 'field_required',
      country: 'forms.chooseCountry',
      phone: 'field_required',
    });
    expect(validateUserInfo(complete, { countryHasStates: true })).toEqual({ state: 'forms.chooseState' });
  });

  it('checks the e-mail length (80) before its shape', () => {
    expect(validateUserInfo({ ...complete, email: `${'a'.repeat(75)}@example.com` }).email).toBe(
      'field_max_length_error',
    );
    expect(validateUserInfo({ ...complete, email: 'ada@' }).email).toBe('forms.invalidEmail');
  });

  it('applies the phone, zip and general text patterns', () => {
    expect(validateUserInfo({ ...complete, phone: '+420 (5) 123-45.6' })).toEqual({});
    expect(validateUserInfo({ ...complete, phone: '12a' }).phone).toBe('forms.invalidPhone');
    expect(validateUserInfo({ ...complete, zip: 'SW1A 1AA' })).toEqual({});
    expect(validateUserInfo({ ...complete, zip: '12/3' }).zip).toBe('forms.invalidZip');
    expect(validateUserInfo(withFieldValue(complete, 'address2', 'Flat 😀')).address2).toBe(
      'contains_forbidden_character',
    );
  });
});

describe('validateUserInfo limits', () => {
  it("uses the server's per-field maximum lengths", () => {
    expect(validateUserInfo({ ...complete, zip: '1'.repeat(17) }).zip).toBe('field_max_length_error');
    expect(validateUserInfo({ ...complete, city: 'B'.repeat(81) }).city).toBe('field_max_length_error');
    expect(validateUserInfo({ ...complete, city: 'B'.repeat(80) })).toEqual({});
  });
});
