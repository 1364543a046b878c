import { describe, expect, it } from 'vitest';
import { orderUserFieldErrors } from './guest-details-field-errors.ts';
import {
  ORDER_ADDRESS_LIMITS,
  type OrderUserFields,
  orderAddressFieldErrors,
} from './validate-order-address.ts';

const valid: OrderUserFields = {
  email: 'jana@example.cz',
  name: 'Jana Nováková',
  organization: 'Studio Ř',
  address: ['Křenová 67', 'Dvůr 2'],
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  phone: '+420 (0) 123-456.789',
};

describe('orderUserFieldErrors', () => {
  it('accepts a complete address with accents, two lines and a formatted phone', () => {
    expect(orderUserFieldErrors(valid)).toEqual({});
  });

  it("requires e-mail, name, line 1, city, country and phone (the address form's rule)", () => {
    const errors = orderUserFieldErrors({
      ...valid,
      email: '',
      name: '',
      address: [],
      city: '',
      country: '',
      phone: null,
    });
    expect(Object.keys(errors).sort()).toEqual(['address', 'city', 'country', 'email', 'name', 'phone']);
    expect(errors.phone).toBe('This field is required.');
  });

  it('leaves the postcode, organisation, state and VAT number optional', () => {
    const bare = { ...valid, zip: null, organization: null, state: null, vatNumber: null };
    expect(orderUserFieldErrors(bare)).toEqual({});
  });

  it('refuses a malformed e-mail and one longer than 80 characters', () => {
    expect(orderUserFieldErrors({ ...valid, email: 'jana@' }).email).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(orderUserFieldErrors({ ...valid, email: `${'a'.repeat(75)}@example.cz` }).email).toBe(
      'At most 80 characters.',
    );
  });

  it('applies the zip and phone patterns', () => {
    const errors = orderUserFieldErrors({ ...valid, zip: '602_00', phone: 'call me' });
    expect(Object.keys(errors).sort()).toEqual(['phone', 'zip']);
  });

  it('refuses forbidden characters and over-long text', () => {
    const errors = orderUserFieldErrors({
      ...valid,
      name: 'Jana\u202Eevil',
      city: 'B'.repeat(ORDER_ADDRESS_LIMITS.city + 1),
      address: ['Line 1', 'Line 2', 'Line 3', 'Line 4'],
    });
    expect(errors.name).toBe('This field contains a forbidden character.');
    expect(errors.city).toBe(`At most ${ORDER_ADDRESS_LIMITS.city} characters.`);
    expect(errors.address).toBe('At most 3 lines.');
  });

  it('wants an upper-case two-letter country and a two-letter language', () => {
    const errors = orderUserFieldErrors({ ...valid, country: 'Czechia', invoiceLanguage: 'czech' });
    expect(errors).toEqual({
      country: 'Please choose a country.',
      invoiceLanguage: 'Please choose a language.',
    });
  });

  it('names the fields of the shipping and licence addresses with their prefix', () => {
    const errors = orderUserFieldErrors({
      ...valid,
      shippingAddress: { ...valid, city: '' },
      licenseAddress: { ...valid, zip: '!!' },
    });
    expect(errors).toEqual({
      'shippingAddress.city': 'This field is required.',
      'licenseAddress.zip': 'Letters, digits, hyphens and spaces only.',
    });
  });
});

describe('orderAddressFieldErrors', () => {
  it('leaves optional fields out when empty', () => {
    expect(orderAddressFieldErrors({ name: 'A', address: ['B'], city: 'C', country: 'DE' })).toEqual({});
  });
});
