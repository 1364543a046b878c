import { describe, expect, it } from 'vitest';
import {
  addressFormValues,
  addressInputOf,
  addressServerErrors,
  EMPTY_ADDRESS_FORM,
  validateAddressForm,
} from './address-form-values.ts';

const filled = {
  ...EMPTY_ADDRESS_FORM,
  name: 'Ada Lovelace',
  address1: 'Street 5',
  city: 'Prague',
  country: 'CZ',
  phone: '+420 123 456',
};

describe('validateAddressForm', () => {
  it('requires name, line 1, city, country and phone; the state only where the country has states', () => {
    expect(validateAddressForm(EMPTY_ADDRESS_FORM)).toEqual({
      name: 'field_required',
      address1: 'field_required',
      city: 'field_required',
      country: 'field_required',
      phone: 'field_required',
    });
    expect(validateAddressForm(filled)).toEqual({});
    expect(validateAddressForm(filled, { countryHasStates: true })).toEqual({ state: 'field_required' });
  });

  it('checks the phone and zip patterns and forbidden characters', () => {
    expect(validateAddressForm({ ...filled, phone: '123 abc', zip: '110_00' })).toEqual({
      phone: 'checkout.invalidPhone',
      zip: 'checkout.invalidZip',
    });
    expect(validateAddressForm({ ...filled, city: '北京' }).city).toBe('contains_forbidden_character');
    expect(validateAddressForm({ ...filled, name: 'x'.repeat(500) }).name).toBe('field_max_length_error');
  });
});

describe('addressInputOf / addressFormValues', () => {
  it('sends lines 2 and 3 only when present and blanks as null, and reads a saved address back', () => {
    const { label, address } = addressInputOf({ ...filled, address3: ' ', label: ' Office ', country: 'cz' });
    expect(label).toBe('Office');
    expect(address).toEqual({
      name: 'Ada Lovelace',
      organization: null,
      address: ['Street 5'],
      city: 'Prague',
      zip: null,
      country: 'CZ',
      state: null,
      vatNumber: null,
      phone: '+420 123 456',
    });
    expect(addressFormValues({ ...address, label }).address1).toBe('Street 5');
    expect(addressFormValues({ ...address, label }).label).toBe('Office');
  });
});

describe('addressServerErrors', () => {
  it("places the server's field messages ('address' is line 1) and keeps the others apart", () => {
    expect(
      addressServerErrors({
        address: 'Please fill in the first line.',
        phone: 'Required.',
        id: 'Not yours.',
      }),
    ).toEqual({
      fields: { address1: 'Please fill in the first line.', phone: 'Required.' },
      other: ['Not yours.'],
    });
    expect(addressServerErrors(undefined)).toEqual({ fields: {}, other: [] });
  });
});
