import { describe, expect, it } from 'vitest';
import {
  addressFieldOf,
  addressFormValues,
  addressInputOf,
  EMPTY_ADDRESS_FORM,
} from './address-form-values.ts';

const filled = {
  ...EMPTY_ADDRESS_FORM,
  name: 'Ada Lovelace',
  address1: 'Street 5',
  city: 'Prague',
  country: 'CZ',
  phone: '+420 123 456',
};

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

describe('addressFieldOf', () => {
  it("names the server's fields as the form does ('address' is line 1) and drops the others", () => {
    expect(addressFieldOf('address')).toBe('address1');
    expect(addressFieldOf('address.address.1')).toBe('address2');
    expect(addressFieldOf('defaultAddress.phone')).toBe('phone');
    expect(addressFieldOf('id')).toBeNull();
  });
});
